// A form's checks in the browser load with their schema the first time the visitor focuses the
// form (decision 0057), so zod stays out of the page's first load. Until they are there, and
// without JavaScript, the server's checks answer; the server always checks.
import { useCallback, useRef, useState } from "react";

export function useDeferredValidation<Validate>(loadValidate: () => Promise<Validate>): { onValidate: Validate | undefined; load: () => void } {
  const [validate, setValidate] = useState<{ run: Validate }>();
  const started = useRef(false);
  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    loadValidate().then(
      (run) => setValidate({ run }),
      // Offline or a new deployment: the server's checks still answer; a later focus tries again.
      () => (started.current = false),
    );
  }, [loadValidate]);
  return { onValidate: validate?.run, load };
}

// The insured car, home or device, loaded only where one is shown: the liability and aov
// checkouts never show one, so their first load does without it (issue 35's JavaScript budget).
// The server renders it in place; hydration waits for the chunk inside the Suspense boundary.
import { lazy, Suspense, type ComponentProps } from "react";
import type { InsuredObjectSummary as Summary } from "./insured-object-summary";

const InsuredObjectSummary = lazy(() => import("./insured-object-summary").then((module) => ({ default: module.InsuredObjectSummary })));

export function LazyInsuredObjectSummary(props: ComponentProps<typeof Summary>) {
  return (
    <Suspense fallback={null}>
      <InsuredObjectSummary {...props} />
    </Suspense>
  );
}

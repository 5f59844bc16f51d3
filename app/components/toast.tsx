/** A warning that stays until closed (spec section 8: colour save errors, identity check errors). */
export function Toast({ message, closeLabel, onClose }: { message: string; closeLabel: string; onClose: () => void }) {
  return (
    <div className="toast" role="alert">
      <p>{message}</p>
      <button type="button" className="toast-close" onClick={onClose} aria-label={closeLabel}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

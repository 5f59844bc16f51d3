// The spec's "technical issue, contact support" (section 8) as its own message: what a screen says
// when an outside service fails (a register that cannot be reached, the insurer's quote API not
// answering), apart from the validation errors and the refusals (decision 0092). The form comes
// back with everything typed; it is never a 500.
export const TECHNICAL_ISSUE_KEY = "common:errors.technicalIssue" as const;

// Our references at the provider (decisions.md "Live plane"). Paystack's strictest documented
// rule is the transfer reference's (lowercase letters, digits, `-` and `_`); a transaction
// reference allows letters, digits, `-`, `.` and `=`. An id lowercased with `_` replaced by
// `-` passes both, so every object (checkout, withdrawal, refund) has one reference by one rule.

/** The provider reference of one of our objects: `chk_Ab3xZ…` → `chk-ab3xz…`. */
export function providerReferenceOf(id: string): string {
  return id.toLowerCase().replace(/_/g, '-');
}

/**
 * The reference an object was sent to the provider with: the one stored on it, or (stored
 * null: created before references were derived, and sent with its raw id) its id.
 */
export function sentReference(object: { id: string }, stored: string | null): string {
  return stored ?? object.id;
}

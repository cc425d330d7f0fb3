// Our references at the provider (decisions.md "Live plane"). Paystack's strictest documented
// rule is the transfer reference's (lowercase letters, digits, `-` and `_`); a transaction
// reference allows letters, digits, `-`, `.` and `=`. An id lowercased with `_` replaced by
// `-` passes both, so every object (checkout, withdrawal, refund) has one reference by one rule.

/** The provider reference of one of our objects: `chk_Ab3xZ…` → `chk-ab3xz…`. */
export function providerReferenceOf(id: string): string {
  return id.toLowerCase().replace(/_/g, '-');
}

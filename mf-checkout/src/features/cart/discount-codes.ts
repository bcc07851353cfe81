/** Platform §4: codes are case-insensitive, so the cart keeps them in one case. */
export function normaliseDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Adds a code unless it is empty or already there in any case (platform §4: unique). */
export function addDiscountCode(codes: readonly string[], code: string): readonly string[] {
  const normal = normaliseDiscountCode(code);
  if (normal === '' || codes.includes(normal)) return codes;
  return [...codes, normal];
}

/** Removes a code however it is typed. */
export function removeDiscountCode(codes: readonly string[], code: string): readonly string[] {
  const normal = normaliseDiscountCode(code);
  return codes.includes(normal) ? codes.filter((kept) => kept !== normal) : codes;
}

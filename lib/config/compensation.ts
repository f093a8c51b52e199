// The compensation facts shown in the footer, as one sentence builder, so the assistant can
// state them word for word without reading env (it is given the brand name).
export function compensationFor(brandName: string): string {
  return (
    `${brandName} may receive compensation when you buy through links in recommendations. ` +
    `We never see or store your payment details, and these payments help pay our server bills.`
  );
}

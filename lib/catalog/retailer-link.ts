// Retailer SEARCH links, built at run time so a changed affiliate tag or a delisted product
// page never leaves dead links in stored data.
import type { CatalogProduct } from "./types";

export const RETAILER_NAMES: Record<CatalogProduct["retailer"], string> = {
  "amazon.com": "Amazon",
  "bhphotovideo.com": "B&H Photo",
};

export function retailerLink(
  product: Pick<CatalogProduct, "retailer" | "searchQuery">,
  options: { amazonTag?: string | null } = {},
): string {
  if (product.retailer === "bhphotovideo.com") {
    const url = new URL("https://www.bhphotovideo.com/c/search");
    url.searchParams.set("q", product.searchQuery);
    return url.toString();
  }
  const url = new URL("https://www.amazon.com/s");
  url.searchParams.set("k", product.searchQuery);
  const tag = options.amazonTag?.trim();
  if (tag) url.searchParams.set("tag", tag);
  return url.toString();
}

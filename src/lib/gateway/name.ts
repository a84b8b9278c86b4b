/**
 * How pages name the gateway (`GATEWAY`, the product that plays every role): its `name` in
 * content/products.yaml, never a word written in code. Every sentence of the gateway view, its
 * JSON, badges and legend takes the name from here or from the products a chain is built from.
 */
import { GATEWAY, PRODUCTS, getProduct, type ProductId } from '../register/axes.ts';

/** The gateway's name in `products` (a chain's product facts), else its name in content/products.yaml. */
export function gatewayName(products: readonly { id: ProductId; name?: string | undefined }[] = PRODUCTS): string {
  return products.find((p) => p.id === GATEWAY)?.name ?? getProduct(GATEWAY).name;
}

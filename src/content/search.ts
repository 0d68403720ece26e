/** Pages offered when a search finds nothing: the products most visitors come for. */
export const popularPaths = [
  '/use-cases/e-wallet',
  '/use-cases/neobank',
  '/use-cases/bnpl',
  '/use-cases/card-management',
  '/services/acquiring-services/softpos',
  '/services/acquiring-services/payment-gateway',
] as const;

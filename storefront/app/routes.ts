import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('products', 'routes/products.tsx'),
  route('products/:handle', 'routes/product.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('returns', 'routes/returns.tsx'),
  route('shipping', 'routes/shipping.tsx'),
  route('terms-of-service', 'routes/terms-of-service.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('subscriptions', 'routes/subscriptions.tsx'),
  route('about-us', 'routes/about-us.tsx'),
  route('science', 'routes/science.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('api/checkout', 'routes/api.checkout.ts'),
  route('success', 'routes/success.tsx'),
  route('cart/c/:token', 'routes/cart.c.$token.tsx'),
  route('api/order/:checkoutId', 'routes/api.order.$checkoutId.ts'),
  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

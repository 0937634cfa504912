import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, useParams } from 'react-router';
import { NotFound } from '@/components/errors/not-found';
import { RouteError } from '@/components/errors/route-error';
import { RequireRole } from '@/features/auth/components/require-role';
import LoginRoute from '@/routes/login';
import { Root, RootFallback } from './root';

type ScreenModule = { default: ComponentType };

/** A lazily loaded screen: each portal screen is its own chunk, so /login ships none of them. */
const screen = (load: () => Promise<ScreenModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** The wishlist's old links use /store/products/{id}; the declared route is /store/product/{id}. */
function ProductRedirect() {
  const { id } = useParams();
  return <Navigate to={`/store/product/${id ?? ''}`} replace />;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Root,
    HydrateFallback: RootFallback,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/login" replace /> },
      { path: 'login', Component: LoginRoute },
      { path: 'forgot-password', ...screen(() => import('@/routes/forgot-password')) },
      { path: 'reset-password', ...screen(() => import('@/routes/reset-password')) },
      { path: 'set-password', ...screen(() => import('@/routes/set-password')) },
      {
        path: 'admin',
        element: <RequireRole requiredRole="admin" />,
        children: [
          {
            ...screen(() => import('@/routes/admin/layout')),
            children: [
              { index: true, ...screen(() => import('@/routes/admin/dashboard')) },
              { path: 'stores', ...screen(() => import('@/routes/admin/stores')) },
              { path: 'members', ...screen(() => import('@/routes/admin/members')) },
              { path: 'products', ...screen(() => import('@/routes/admin/products')) },
              { path: 'products/import', ...screen(() => import('@/routes/admin/product-import')) },
              { path: 'categories', ...screen(() => import('@/routes/admin/categories')) },
              { path: 'settings', ...screen(() => import('@/routes/admin/settings')) },
              { path: 'orders', ...screen(() => import('@/routes/admin/orders')) },
              { path: 'orders/:orderId', ...screen(() => import('@/routes/admin/order-detail')) },
              { path: 'outbox', ...screen(() => import('@/routes/admin/outbox')) },
              { path: 'audit', ...screen(() => import('@/routes/admin/audit')) },
              { path: 'reports', ...screen(() => import('@/routes/admin/reports')) },
              { path: 'profile', ...screen(() => import('@/routes/admin/profile')) },
            ],
          },
        ],
      },
      {
        path: 'store',
        element: <RequireRole requiredRole="user" />,
        children: [
          {
            ...screen(() => import('@/routes/store/layout')),
            children: [
              { index: true, ...screen(() => import('@/routes/store/catalogue')) },
              { path: 'products', ...screen(() => import('@/routes/store/catalogue')) },
              { path: 'products/:id', Component: ProductRedirect },
              { path: 'product/:id', ...screen(() => import('@/routes/store/product-detail')) },
              { path: 'cart', ...screen(() => import('@/routes/store/cart')) },
              { path: 'orders', ...screen(() => import('@/routes/store/orders')) },
              { path: 'wishlist', ...screen(() => import('@/routes/store/wishlist')) },
              { path: 'quick-order', ...screen(() => import('@/routes/store/quick-order')) },
              { path: 'lists', ...screen(() => import('@/routes/store/lists')) },
              { path: 'lists/:id', ...screen(() => import('@/routes/store/list-detail')) },
              { path: 'spending', ...screen(() => import('@/routes/store/spending')) },
              { path: 'profile', ...screen(() => import('@/routes/store/profile')) },
            ],
          },
        ],
      },
      { path: '*', Component: NotFound },
    ],
  },
];

export const router = createBrowserRouter(routes);

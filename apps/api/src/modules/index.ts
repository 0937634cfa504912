import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps';
import { adminCategoriesRoutes } from './admin-categories/routes';
import { adminOrdersRoutes } from './admin-orders/routes';
import { adminProductsRoutes } from './admin-products/routes';
import { auditRoutes } from './audit/routes';
import { mfaRoutes } from './auth/mfa-routes';
import { authRoutes } from './auth/routes';
import { cartRoutes } from './cart/routes';
import { catalogueRoutes } from './catalogue/routes';
import { dashboardRoutes } from './dashboard/routes';
import { healthRoutes } from './health/routes';
import { listsRoutes } from './lists/routes';
import { membersRoutes } from './members/routes';
import { notificationsRoutes } from './notifications/routes';
import { orderDocumentsRoutes } from './order-documents/routes';
import { ordersRoutes } from './orders/routes';
import { productImagesRoutes } from './product-images/routes';
import { quickOrderRoutes } from './quick-order/routes';
import { reportsRoutes } from './reports/routes';
import { settingsRoutes } from './settings/routes';
import { storesRoutes } from './stores/routes';
import { wishlistRoutes } from './wishlist/routes';

/** Every API module, mounted under /api. Admin modules register their routes under /admin. */
export const apiRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { config, database, db, tokens, catalogueChanges, readiness },
) => {
  // Passed on without the /api prefix this plugin was given, so children do not repeat it.
  const deps: AppDeps = { config, database, db, tokens, catalogueChanges, readiness };
  for (const routes of [
    healthRoutes,
    authRoutes,
    mfaRoutes,
    storesRoutes,
    membersRoutes,
    catalogueRoutes,
    wishlistRoutes,
    cartRoutes,
    listsRoutes,
    quickOrderRoutes,
    ordersRoutes,
    adminOrdersRoutes,
    orderDocumentsRoutes,
    dashboardRoutes,
    reportsRoutes,
    adminCategoriesRoutes,
    adminProductsRoutes,
    settingsRoutes,
    auditRoutes,
    notificationsRoutes,
    productImagesRoutes,
  ]) {
    await app.register(routes, deps);
  }
};

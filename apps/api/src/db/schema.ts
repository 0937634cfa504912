// Every table, column, index and sequence is declared here, and drizzle-kit generates the
// migrations from it (db/schema-drift.test.ts checks that they agree). Triggers and the functions
// they call cannot be declared in Drizzle: they live in the migrations only.
//
//   trigger                               migration                              keeps
//   products_search_vector_trigger        0001_search_trigger.sql                products.search_vector
//   products_helpers_insert_trigger       0002_catalogue_search_helpers.sql      product_categories,
//   products_helpers_update_trigger       0002_catalogue_search_helpers.sql        catalogue_counts,
//   products_helpers_delete_trigger       0002_catalogue_search_helpers.sql        search_terms,
//   products_helpers_truncate_trigger     0002_catalogue_search_helpers.sql        search_words
//     (their functions redefined in 0006_catalogue_admin.sql: active products only)
//   categories_helpers_trigger            0002_catalogue_search_helpers.sql      search_terms, search_words
//   products_catalogue_version_trigger    0004_catalogue_version.sql             catalogue_version
//   categories_catalogue_version_trigger  0004_catalogue_version.sql             catalogue_version
//   audit_log_append_only, _no_truncate   0012_audit_log.sql                     audit_log refuses UPDATE,
//                                                                                  DELETE and TRUNCATE
//   orders_report_insert_trigger          0013_report_aggregates.sql             order_daily_totals,
//   orders_report_update_trigger          0013_report_aggregates.sql               order_store_daily_stats,
//   orders_report_delete_trigger          0013_report_aggregates.sql               order_product_daily_stats
//   orders_report_truncate_trigger        0013_report_aggregates.sql               (issue 23 reports),
//                                                                                  report_compaction_days
//   order_items_report_insert_trigger     0013_report_aggregates.sql             order_product_daily_stats,
//   order_items_report_update_trigger     0013_report_aggregates.sql               report_compaction_days
//   order_items_report_delete_trigger     0013_report_aggregates.sql
//   order_items_report_truncate_trigger   0013_report_aggregates.sql
//     (report_apply_orders and report_apply_items redefined in 0018_report_compaction.sql: they
//      also add the settled days they change to report_compaction_days, for the compactor)
//   users_sessions_update_trigger         0014_session_notify.sql                NOTIFY portal_sessions
//   users_sessions_delete_trigger         0014_session_notify.sql                  in the writing
//   stores_sessions_update_trigger        0014_session_notify.sql                  transaction (decision 014)
//   orders_status_totals_insert_trigger   0015_admin_order_list.sql              order_status_totals
//   orders_status_totals_update_trigger   0015_admin_order_list.sql                (issue 24 admin order
//   orders_status_totals_delete_trigger   0015_admin_order_list.sql                list totals)
//   orders_status_totals_truncate_trigger 0015_admin_order_list.sql
//   order_daily_totals_version_truncate_trigger         0016_report_versions.sql  report_versions
//   order_store_daily_stats_version_truncate_trigger    0016_report_versions.sql    (with the deferred
//   order_product_daily_stats_version_truncate_trigger  0016_report_versions.sql    constraint triggers
//     <table>_report_version on the same three tables, also in 0016)
//   stores_version_truncate_trigger       0016_report_versions.sql               report_versions (with
//   users_version_truncate_trigger        0016_report_versions.sql                 stores_report_version,
//                                                                                  users_report_version;
//                                                                                  their columns 0025)
//   orders_member_totals_insert_trigger   0020_member_order_totals.sql           member_order_totals
//   orders_member_totals_update_trigger   0020_member_order_totals.sql             (issue 24: My Orders'
//   orders_member_totals_delete_trigger   0020_member_order_totals.sql             count)
//   orders_member_totals_truncate_trigger 0020_member_order_totals.sql
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Money is numeric(12,2): exact in the database, summed in SQL, read as strings.
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
// Text compared in byte order (COLLATE "C"): prefix lookups can use a plain btree index.
const textC = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

export const storeCodeSeq = pgSequence('store_code_seq', { startWith: 1 });
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 });
// Invoice numbers (issue 20): taken when an order's first invoice is made, never reused.
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1 });

/**
 * The portal's settings (issue 20), one row (id 1): the seller printed on invoices, the tax rate
 * (percent) a store may override, the flat shipping fee and the subtotal from which shipping is
 * free (null: never free).
 */
export const settings = pgTable(
  'settings',
  {
    id: smallint('id').primaryKey().default(1),
    companyName: text('company_name').notNull().default('Wholesale Portal'),
    companyAddress: text('company_address'),
    companyTaxId: text('company_tax_id'),
    taxRate: numeric('tax_rate', { precision: 6, scale: 3 }).notNull().default('0'),
    shippingFee: money('shipping_fee').notNull().default('0'),
    freeShippingThreshold: money('free_shipping_threshold'),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('settings_single_row', sql`${t.id} = 1`),
    check('settings_tax_rate_check', sql`${t.taxRate} between 0 and 100`),
    check('settings_shipping_fee_check', sql`${t.shippingFee} >= 0`),
    check('settings_free_shipping_check', sql`${t.freeShippingThreshold} >= 0`),
  ],
);

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    // ST0001, ST0002, ... from the store_code_seq sequence: generated, never reused.
    storeId: text('store_id').notNull().default(sql`'ST' || lpad(nextval('store_code_seq')::text, 4, '0')`),
    name: text('name').notNull(),
    storeType: text('store_type').notNull(),
    location: text('location'),
    managerName: text('manager_name'),
    phoneNumber: text('phone_number'),
    emailAddress: text('email_address'),
    status: text('status').notNull().default('active'),
    isActive: boolean('is_active').notNull().default(true),
    // Percent; null: the settings' rate (issue 20).
    taxRate: numeric('tax_rate', { precision: 6, scale: 3 }),
    // Issue 22 approval rules: orders under this total approve themselves within the monthly
    // budget (approved, shipped and completed orders of the month in time_zone, UTC when null).
    autoApproveBelow: money('auto_approve_below'),
    monthlyBudget: money('monthly_budget'),
    timeZone: text('time_zone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stores_store_id_key').on(t.storeId),
    check('stores_auto_approve_below_check', sql`${t.autoApproveBelow} >= 0`),
    check('stores_monthly_budget_check', sql`${t.monthlyBudget} >= 0`),
    check('stores_tax_rate_check', sql`${t.taxRate} between 0 and 100`),
    index('stores_created_at_idx').on(t.createdAt, t.id),
    check('stores_store_type_check', sql`${t.storeType} in ('owned', 'franchise')`),
    check('stores_status_check', sql`${t.status} in ('active', 'inactive', 'maintenance')`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull().default(''),
    phoneNumber: text('phone_number'),
    role: text('role').notNull().default('user'),
    designation: text('designation').notNull().default('viewer'),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    // Issue 21: 'E-mail me about orders' on the profile page.
    emailNotifications: boolean('email_notifications').notNull().default(true),
    // Bumped by logout, password change, deactivation: tokens carrying an older version are refused.
    tokenVersion: integer('token_version').notNull().default(0),
    // Two-factor sign-in (TOTP, RFC 6238). Secrets are stored encrypted (lib/secret-box.ts): a
    // pending one between setup and enable, the active one once enabled. The last accepted time
    // step refuses a replayed code.
    mfaPendingSecret: text('mfa_pending_secret'),
    mfaSecret: text('mfa_secret'),
    mfaEnabledAt: timestamp('mfa_enabled_at', { withTimezone: true }),
    mfaLastStep: bigint('mfa_last_step', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_store_id_idx').on(t.storeId),
    index('users_created_at_idx').on(t.createdAt, t.id),
    // Issue 24: the admin order search resolves its text against members' names and e-mails first.
    index('users_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
    check('users_role_check', sql`${t.role} in ('admin', 'user')`),
    check(
      'users_designation_check',
      sql`${t.designation} in ('admin', 'manager', 'technician', 'frontdesk', 'viewer')`,
    ),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    level: smallint('level').notNull(),
    position: integer('position').notNull().default(0),
    metaTitle: text('meta_title'),
    metaKeywords: text('meta_keywords'),
    isPart: boolean('is_part').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId, t.position, t.id),
    uniqueIndex('categories_parent_name_key').on(sql`coalesce(${t.parentId}, 0)`, t.name),
    check('categories_level_check', sql`${t.level} between 1 and 3`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    model: text('model'),
    manufacturer: text('manufacturer'),
    price: money('price').notNull(),
    // The deepest category the product sits in, and that category with all its ancestors,
    // so "a category and everything below it" is one indexed array containment test.
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    weight: numeric('weight', { precision: 10, scale: 3 }),
    status: smallint('status').notNull().default(1),
    description: text('description'),
    badges: text('badges'),
    image: text('image'),
    // false: deactivated by an admin (issue 19). Hidden from the store: the helper triggers leave
    // it out of product_categories, catalogue_counts and the search dictionaries.
    isActive: boolean('is_active').notNull().default(true),
    // null: stock not tracked. Otherwise what is left to sell, never below 0.
    stockQuantity: integer('stock_quantity'),
    // At or under this, the store says 'Only N left'.
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    // The admin who last changed the product (kept for the audit log to come).
    updatedBy: integer('updated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    // Maintained by a trigger (name, sku, model, manufacturer, category names); see migrations.
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_sku_key').on(t.sku),
    index('products_category_ids_idx').using('gin', t.categoryIds),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('products_model_lower_idx').on(sql`lower(${t.model})`),
    // A model code's active products newest first, and their count, from the index alone (model
    // itself in it, so PostgreSQL may skip the table): issue 24, a code can name 8,000 products.
    index('products_model_active_idx').on(sql`lower(${t.model})`, t.id, t.model).where(sql`${t.isActive}`),
    // Issue 24: a deep catalogue page without a category skips its rows by an index-only scan
    // (page 8,000 of a million products: 170 -> 12 ms), no heap read per skipped row.
    index('products_active_id_idx').on(t.id).where(sql`${t.isActive}`),
    // SKUs are unique whatever their case (issue 19).
    uniqueIndex('products_sku_lower_idx').on(sql`lower(${t.sku})`),
    check('products_status_check', sql`${t.status} in (0, 1)`),
    check('products_stock_quantity_check', sql`${t.stockQuantity} >= 0`),
    check('products_low_stock_threshold_check', sql`${t.lowStockThreshold} >= 0`),
    check('products_price_check', sql`${t.price} >= 0`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_items_user_product_key').on(t.userId, t.productId),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_items_user_product_key').on(t.userId, t.productId)],
);

// Issue 22: restock lists, shared by the members of one store.
export const restockLists = pgTable(
  'restock_lists',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('restock_lists_store_name_key').on(t.storeId, sql`lower(${t.name})`)],
);

export const restockListItems = pgTable(
  'restock_list_items',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => restockLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('restock_list_items_list_product_key').on(t.listId, t.productId),
    check('restock_list_items_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    // Snapshots taken when the order is placed: deleting a member or a store keeps the order readable.
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    userPhone: text('user_phone'),
    storeName: text('store_name'),
    storeCode: text('store_code'),
    storeAddress: text('store_address'),
    storePhone: text('store_phone'),
    itemsCount: integer('items_count').notNull(),
    subtotal: money('subtotal').notNull(),
    taxAmount: money('tax_amount'),
    shippingFee: money('shipping_fee'),
    discountAmount: money('discount_amount'),
    totalAmount: money('total_amount').notNull(),
    notes: text('notes'),
    // The latest admin decision note (approve/reject), shown to the member; history keeps them all.
    statusNote: text('status_note'),
    shippingAddress: jsonb('shipping_address'),
    estimatedDelivery: timestamp('estimated_delivery', { withTimezone: true }),
    // Issue 20: the buyer's purchase-order number and wished date; the shipment; the invoice.
    poNumber: text('po_number'),
    requestedDeliveryDate: date('requested_delivery_date'),
    taxRate: numeric('tax_rate', { precision: 6, scale: 3 }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    invoiceNumber: integer('invoice_number'),
    // Set when the member deletes a cancelled or rejected order from their list; admins still see it.
    hiddenByMemberAt: timestamp('hidden_by_member_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key'),
    // What the key was first used for (a hash of the items and notes): the same key with another
    // request is refused instead of answering the first order.
    idempotencyFingerprint: text('idempotency_fingerprint'),
    // Set when the member put a rejected or cancelled order back in the cart: the order is final.
    restoredAt: timestamp('restored_at', { withTimezone: true }),
    // Issue 22: why the store's rules approved the order at once or left it pending.
    approvalReason: text('approval_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    uniqueIndex('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_created_at_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    // Issue 24: My Orders pages and counts read only this index (status last, for a filtered count).
    index('orders_user_created_idx')
      .on(t.userId, t.createdAt, t.id, t.status)
      .where(sql`${t.hiddenByMemberAt} is null`),
    index('orders_store_idx').on(t.storeId),
    // The month's approved spending of a store (issue 22 budgets).
    // and the admin list's store filter, newest first (issue 24).
    index('orders_store_created_idx').on(t.storeId, t.createdAt, t.id),
    // Admin order search by substring (migration 0003).
    index('orders_order_number_trgm').using('gin', sql`${t.orderNumber} gin_trgm_ops`),
    index('orders_store_name_trgm').using('gin', sql`${t.storeName} gin_trgm_ops`),
    index('orders_user_name_trgm').using('gin', sql`${t.userName} gin_trgm_ops`),
    index('orders_user_email_trgm').using('gin', sql`${t.userEmail} gin_trgm_ops`),
    uniqueIndex('orders_invoice_number_key').on(t.invoiceNumber),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'approved', 'shipped', 'rejected', 'completed', 'cancelled')`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    displayName: text('display_name'),
    sku: text('sku'),
    imageUrl: text('image_url'),
    category: text('category'),
    brand: text('brand'),
    description: text('description'),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: money('line_total').notNull(),
    /**
     * Units of the product's tracked stock this line holds (issue 19): its quantity while the
     * order holds stock (pending, approved, completed), 0 once released (rejected, cancelled) or
     * when the product's stock was not tracked when it was reserved.
     */
    stockReserved: integer('stock_reserved').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.id),
    check('order_items_quantity_check', sql`${t.quantity} between 1 and 99`),
    check('order_items_stock_reserved_check', sql`${t.stockReserved} between 0 and ${t.quantity}`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    actorRole: text('actor_role'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt, t.id)],
);

/**
 * Who searched for what, one row per (user, query) with the last time: popular searches count
 * distinct users per query over 30 days, so one user cannot push a term. Old rows are pruned.
 */
export const searchQueries = pgTable(
  'search_queries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    query: text('query').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    resultsCount: integer('results_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('search_queries_created_query_idx').on(t.createdAt, t.query),
    uniqueIndex('search_queries_user_query_key').on(t.userId, t.query),
  ],
);

// ---- Catalogue helpers, kept by the triggers of migrations 0002 and 0004 (never written by code) ----

/** One row per (category in products.category_ids, product): a category page is an index range. */
export const productCategories = pgTable(
  'product_categories',
  {
    categoryId: integer('category_id').notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [primaryKey({ name: 'product_categories_pkey', columns: [t.categoryId, t.productId] })],
);

/** Products per category (category_id 0: the whole catalogue), for page totals. */
export const catalogueCounts = pgTable('catalogue_counts', {
  categoryId: integer('category_id').primaryKey(),
  products: integer('products').notNull(),
});

/** Distinct suggestion texts, lower case in byte order so the key serves prefix reads. */
export const searchTerms = pgTable(
  'search_terms',
  {
    kind: text('kind').notNull(),
    term: textC('term').notNull(),
    display: text('display').notNull(),
    refs: integer('refs').notNull(),
  },
  (t) => [
    primaryKey({ name: 'search_terms_pkey', columns: [t.kind, t.term] }),
    index('search_terms_names_trgm_idx')
      .using('gin', sql`${t.term} gin_trgm_ops`)
      .where(sql`${t.kind} <> 'product'`),
    index('search_terms_unused_idx').on(t.kind).where(sql`${t.refs} <= 0`),
    check('search_terms_kind_check', sql`${t.kind} IN ('category', 'model', 'product')`),
  ],
);

/** Distinct words of names, codes, makers and categories: the dictionary for misspellings. */
export const searchWords = pgTable(
  'search_words',
  {
    word: textC('word').primaryKey(),
    refs: integer('refs').notNull(),
  },
  (t) => [
    index('search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`),
    index('search_words_unused_idx').on(t.word).where(sql`${t.refs} <= 0`),
  ],
);

/** One number bumped by statement triggers on products and categories (decision 007). */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('catalogue_version_id_check', sql`${t.id} = 1`)],
);

// ---- Security ----

/**
 * Attempt counters shared by every process on the database (sign-in, password change, MFA codes):
 * one fixed window per key, reserved with one atomic upsert before the work it limits.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_attempts_window_ends_idx').on(t.windowEndsAt)],
);

/** The second sign-in step: a single-use token (stored as its SHA-256) that lives 5 minutes. */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mfa_challenges_user_idx').on(t.userId), index('mfa_challenges_expires_idx').on(t.expiresAt)],
);

/** Ten single-use recovery codes per user with MFA, stored as hashes. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mfa_recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/**
 * Issue 21: what a user is told (a new order for admins; a member's order approved, rejected,
 * shipped, delivered, cancelled by an admin), written in the transaction of the event.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    // pending: its e-mail is still to be written to the outbox; queued: it was; skipped: e-mail off.
    mailState: text('mail_state').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('notifications_mail_idx').on(t.id).where(sql`${t.mailState} = 'pending'`),
    check('notifications_mail_state_check', sql`${t.mailState} in ('pending', 'queued', 'skipped')`),
  ],
);

/**
 * Issue 21: e-mail waiting to be sent, written in the transaction of its event; a worker sends it
 * over SMTP with retries (status pending → sent, or failed after the last attempt).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    notificationId: bigint('notification_id', { mode: 'number' }).references(() => notifications.id, {
      onDelete: 'set null',
    }),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'pending'`),
    index('outbox_created_idx').on(t.createdAt, t.id),
    check('outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * Issue 21: single-use links sent by e-mail: a password reset (30 minutes) or an invitation to
 * set a first password (72 hours). Only the SHA-256 of the random token is kept.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.kind),
    check('account_tokens_kind_check', sql`${t.kind} in ('reset', 'invite')`),
  ],
);

// Issue 23: the audit log, one row per admin write in the write's transaction. Append-only: the
// trigger audit_log_append_only (migration 0012) refuses UPDATE, DELETE and TRUNCATE. No foreign
// key to users: deleting an admin must not touch the log (actor_name keeps who it was).
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    entityLabel: text('entity_label'),
    changes: jsonb('changes').notNull().default(sql`'{}'::jsonb`),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_created_at_idx').on(t.createdAt),
  ],
);

// ---- Report aggregates (issue 23), kept by the triggers of migration 0013 ----
// Orders counted per UTC day of created_at and current status, exact in the transaction of every
// change. slot (the writing connection's pg_backend_pid() % 16) spreads concurrent writes over
// several rows so checkouts never wait for each other here; readers sum over the slots. A status
// change subtracts from one status and adds to another, so a slot's row may go below zero. Slot 16
// holds the compactor's merged rows of settled days (reports/compaction.ts), the only code that
// writes these tables besides the triggers and the bulk seed.
const statsValue = () => numeric('value', { precision: 14, scale: 2 }).notNull();

/** Orders and their total_amount per (UTC day, status): the dashboard and the orders series. */
export const orderDailyTotals = pgTable(
  'order_daily_totals',
  {
    day: date('day').notNull(),
    status: text('status').notNull(),
    slot: smallint('slot').notNull(),
    orders: integer('orders').notNull(),
    value: statsValue(),
  },
  (t) => [primaryKey({ name: 'order_daily_totals_pkey', columns: [t.day, t.status, t.slot] })],
);

/** The same per store (store_id 0: orders without a store): the stores report. */
export const orderStoreDailyStats = pgTable(
  'order_store_daily_stats',
  {
    day: date('day').notNull(),
    storeId: integer('store_id').notNull(),
    status: text('status').notNull(),
    slot: smallint('slot').notNull(),
    orders: integer('orders').notNull(),
    value: statsValue(),
  },
  (t) => [
    primaryKey({ name: 'order_store_daily_stats_pkey', columns: [t.day, t.storeId, t.status, t.slot] }),
    // Issue 24: the admin order list's exact total under a store filter (migration 0015).
    index('order_store_daily_stats_store_day_idx').on(t.storeId, t.day),
  ],
);

/**
 * Issue 24: orders per status over all time, kept exact by the triggers of migration 0015 in the
 * transaction of every change to orders (slots as in order_daily_totals): the admin order list's
 * total without a date filter, one read of at most 6 x 16 rows.
 */
export const orderStatusTotals = pgTable(
  'order_status_totals',
  {
    status: text('status').notNull(),
    slot: smallint('slot').notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [primaryKey({ name: 'order_status_totals_pkey', columns: [t.status, t.slot] })],
);

/** Order lines per (UTC day of their order, product, order status); product_id 0: a deleted product. */
export const orderProductDailyStats = pgTable(
  'order_product_daily_stats',
  {
    day: date('day').notNull(),
    productId: integer('product_id').notNull(),
    status: text('status').notNull(),
    slot: smallint('slot').notNull(),
    quantity: integer('quantity').notNull(),
    value: statsValue(),
    lines: integer('lines').notNull(),
  },
  (t) => [
    primaryKey({ name: 'order_product_daily_stats_pkey', columns: [t.day, t.productId, t.status, t.slot] }),
  ],
);

/**
 * Issue 24: which committed transactions last changed the report aggregates (or the stores and
 * members the dashboard counts): deferred triggers of migration 0016 set a row to the writing
 * transaction's id at commit. slot: the writer's pg_backend_pid() % 16, plus 16 for changes to days
 * before today (UTC) and 32 for changes to stores and users; changes from yesterday on take the
 * first 16. Readers keep an answer computed from the aggregates for as long as these rows are the
 * ones it was computed after (reports/cache.ts, dashboard/figures.ts).
 */
export const reportVersions = pgTable('report_versions', {
  slot: smallint('slot').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * Compaction of the report aggregates (reports/compaction.ts): the rows of a settled day (before
 * yesterday, UTC) are merged into one row per key in slot 16, which only the compactor writes.
 * One row (id 1): every day up to settled_through was compacted once; null before the first run.
 */
export const reportCompactionState = pgTable(
  'report_compaction_state',
  {
    id: smallint('id').primaryKey().default(1),
    settledThrough: date('settled_through'),
  },
  (t) => [check('report_compaction_state_id_check', sql`${t.id} = 1`)],
);

/**
 * Settled days changed after their compaction, written by the aggregate triggers (migration 0018):
 * the compactor takes them and deletes their rows. No unique key on purpose: plain inserts never
 * wait for each other, so a writer takes no lock here that another could be waiting for.
 */
export const reportCompactionDays = pgTable('report_compaction_days', { day: date('day').notNull() }, (t) => [
  index('report_compaction_days_day_idx').on(t.day),
]);

/**
 * Issue 24: how many statements changed the aggregates of each calendar month's settled days
 * (before today, UTC), added by report_apply_orders / report_apply_items (migration 0019); month
 * null counts for every month (a TRUNCATE of an aggregate table). The dashboard keeps its sums of
 * a month while the month's total here is unchanged (dashboard/figures.ts). Plain inserts, no
 * unique key: no writer waits here; the compactor folds the rows into one per month.
 */
export const reportMonthChanges = pgTable('report_month_changes', {
  month: date('month'),
  changes: integer('changes').notNull(),
});

// ---- Issue 23: per-calendar-month rollups of the aggregates (migration 0024, decision 018) ----
// Built by the compactor (reports/month-rollups.ts) for months that ended before yesterday (UTC):
// the sums of all slots of the month's daily rows, one statement. Nobody else writes them.

/** A store's orders of one status in one month; last_day: the month's last day with such orders. */
export const orderStoreMonthlyStats = pgTable(
  'order_store_monthly_stats',
  {
    month: date('month').notNull(),
    storeId: integer('store_id').notNull(),
    status: text('status').notNull(),
    orders: integer('orders').notNull(),
    value: statsValue(),
    lastDay: date('last_day'),
  },
  (t) => [primaryKey({ name: 'order_store_monthly_stats_pkey', columns: [t.month, t.storeId, t.status] })],
);

/** A product's order lines of one order status in one month. */
export const orderProductMonthlyStats = pgTable(
  'order_product_monthly_stats',
  {
    month: date('month').notNull(),
    productId: integer('product_id').notNull(),
    status: text('status').notNull(),
    quantity: integer('quantity').notNull(),
    value: statsValue(),
    lines: integer('lines').notNull(),
  },
  (t) => [
    primaryKey({ name: 'order_product_monthly_stats_pkey', columns: [t.month, t.productId, t.status] }),
  ],
);

/**
 * The months rolled up, each with the month's count of changes (report_month_changes: its rows
 * and the rows of month null) in the snapshot it was built from. A reader uses a month's rollup
 * only while that count is still the current one; otherwise it sums the month's days.
 */
export const reportMonthRollups = pgTable('report_month_rollups', {
  month: date('month').primaryKey(),
  changes: bigint('changes', { mode: 'number' }).notNull(),
});

/**
 * Issue 24: each member's orders they have not hidden, per status, kept exact by the statement
 * triggers of migration 0020 in the transaction of every change to orders (slots as in
 * order_status_totals): My Orders' total without counting 10,000 index entries a request.
 */
export const memberOrderTotals = pgTable(
  'member_order_totals',
  {
    userId: integer('user_id').notNull(),
    status: text('status').notNull(),
    slot: smallint('slot').notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [primaryKey({ name: 'member_order_totals_pkey', columns: [t.userId, t.status, t.slot] })],
);

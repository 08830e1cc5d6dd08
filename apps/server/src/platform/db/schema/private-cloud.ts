import { bigint, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CPU_ARCHITECTURES, PRIVATE_CLOUD_PRODUCTS, RESOURCE_FORMATS } from '@datadeck/contracts';
import { createdAt, inList } from './columns.ts';
import { accounts } from './accounts.ts';

/**
 * Private-cloud install images of an on-premises account (SPEC §2, §3). The bytes are a file
 * under `<DATA_DIR>/private-cloud/`; the row names it and keeps the size and SHA-256 measured
 * from it when it was registered, never typed in.
 */
export const privateCloudImages = pgTable(
  'private_cloud_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    product: text('product', { enum: PRIVATE_CLOUD_PRODUCTS }).notNull(),
    /** The product's version, SPEC §3 `{product}Tag`. */
    version: text('version').notNull(),
    cpuArch: text('cpu_arch', { enum: CPU_ARCHITECTURES }).notNull(),
    resourceFormat: text('resource_format', { enum: RESOURCE_FORMATS }).notNull(),
    /** The file's name inside the private-cloud folder: a plain name, no path. */
    fileName: text('file_name').notNull(),
    displayName: text('display_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    checksum: text('checksum').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('private_cloud_images_file_key').on(t.accountId, t.fileName),
    index('private_cloud_images_account_idx').on(t.accountId),
    check('private_cloud_images_product_check', inList('product', PRIVATE_CLOUD_PRODUCTS)),
    check('private_cloud_images_cpu_arch_check', inList('cpu_arch', CPU_ARCHITECTURES)),
    check('private_cloud_images_resource_format_check', inList('resource_format', RESOURCE_FORMATS)),
  ],
);

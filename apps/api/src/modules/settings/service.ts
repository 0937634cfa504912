import type { Settings, UpdateSettings } from '@portal/contract';
import type { Db } from '../../db/client';
import { type AuditActor, recordAudit } from '../audit';
import { findSettings, type SettingsRow, saveSettings } from './repository';

function toSettings(row: SettingsRow): Settings {
  return {
    company_name: row.companyName,
    company_address: row.companyAddress,
    company_tax_id: row.companyTaxId,
    tax_rate: Number(row.taxRate),
    shipping_fee: Number(row.shippingFee),
    free_shipping_threshold: row.freeShippingThreshold === null ? null : Number(row.freeShippingThreshold),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function getSettings(db: Db): Promise<Settings> {
  return toSettings(await findSettings(db));
}

const fieldsOf = ({ updated_at: _at, ...fields }: Settings) => fields;

/**
 * Saves every field (the row locked first, so the audit entry's "before" is what this write
 * replaced); placed orders keep the charges they were placed with.
 */
export async function updateSettings(db: Db, body: UpdateSettings, actor: AuditActor): Promise<Settings> {
  return db.transaction(async (tx) => {
    const before = toSettings(await findSettings(tx, { lock: true }));
    const after = await save(tx, body, actor);
    await recordAudit(tx, {
      actor,
      action: 'update',
      entity: 'settings',
      entityId: null,
      label: 'Settings',
      before: fieldsOf(before),
      after: fieldsOf(after),
    });
    return after;
  });
}

async function save(db: Db, body: UpdateSettings, actor: AuditActor): Promise<Settings> {
  const row = await saveSettings(db, {
    companyName: body.company_name,
    companyAddress: body.company_address,
    companyTaxId: body.company_tax_id,
    taxRate: body.tax_rate.toFixed(3),
    shippingFee: body.shipping_fee.toFixed(2),
    freeShippingThreshold:
      body.free_shipping_threshold === null ? null : body.free_shipping_threshold.toFixed(2),
    updatedBy: actor.id,
  });
  return toSettings(row);
}

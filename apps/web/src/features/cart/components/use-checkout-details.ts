import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import type { CheckoutDetails } from '../api/place-order';
import {
  CHECKOUT_FIELDS,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
  checkCheckout,
  checkoutFieldId,
  EMPTY_CHECKOUT,
  serverCheckoutErrors,
  toCheckoutDetails,
} from './checkout-values';

const pick = (errors: CheckoutErrors, fields: CheckoutField[]): CheckoutErrors =>
  Object.fromEntries(fields.filter((field) => errors[field]).map((field) => [field, errors[field]]));

function focusFirst(errors: CheckoutErrors) {
  const first = CHECKOUT_FIELDS.find((field) => errors[field]);
  if (first) document.getElementById(checkoutFieldId(first))?.focus();
}

/** The 'Checkout details' state: values, their errors, the checks before sending and the server's. */
export function useCheckoutDetails() {
  const [values, setValues] = useState<CheckoutValues>(EMPTY_CHECKOUT);
  const [errors, setErrors] = useState<CheckoutErrors>({});

  const change = useCallback(<K extends keyof CheckoutValues>(name: K, value: CheckoutValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A corrected field drops its error (the store's address, every address error); the others
    // keep theirs until the next attempt.
    setErrors((current) => {
      if (name === 'use_store_address')
        return pick(current, ['po_number', 'notes', 'requested_delivery_date']);
      return name in current ? { ...current, [name]: undefined } : current;
    });
  }, []);

  /** The details to send, or null after showing what to correct first. */
  const validate = (): CheckoutDetails | null => {
    const found = checkCheckout(values);
    setErrors(found);
    if (Object.keys(found).length === 0) return toCheckoutDetails(values);
    focusFirst(found);
    return null;
  };

  /** A 400 naming checkout fields puts each message under its field. */
  const showServerErrors = useCallback((error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 400 || !error.serverMessage) return;
    const found = serverCheckoutErrors(error.serverMessage);
    setErrors(found);
    focusFirst(found);
  }, []);

  return { values, errors, change, validate, showServerErrors };
}

'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { addressRequirements } from '@contract/codes/address-requirements';
import type { RefundShippingMethod } from '@contract/entities/after-sale';
import { PickupPointDialog } from '@/components/checkout/pickup-point-dialog';
import { FieldMessage } from '@/components/form/field-message';

export interface ReturnMethodValue {
  methodId: number | null;
  optionId: number | null;
  optionName: string | null;
  /** A courier collects the parcel at the pick-up address (`address_requirement` both). */
  courier: boolean;
}

/** The ways back the form offers: those usable for the order. */
export function offeredReturnMethods(methods: RefundShippingMethod[]): RefundShippingMethod[] {
  return methods.filter((method) => method.can_use);
}

const isCourier = (method: RefundShippingMethod) => method.address_requirement === addressRequirements.both;

/**
 * How the goods come back, as a radio group with what each costs the refund. A method with
 * pickup points is chosen together with its point, in the checkout's pickup dialog; a courier's
 * pick-up address is the form's own fieldset (`PickupAddressFields`).
 */
export function ReturnMethodChoice({
  methods,
  value,
  error,
  onChange,
}: {
  methods: RefundShippingMethod[];
  value: ReturnMethodValue;
  error?: string;
  onChange: (value: ReturnMethodValue) => void;
}) {
  const t = useTranslations('returns.form');
  const id = useId();
  const [pickupFor, setPickupFor] = useState<RefundShippingMethod | null>(null);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-lg font-semibold">{t('shippingMethod')}</legend>
      {offeredReturnMethods(methods).map((method) => (
        <div key={method.id} className="flex min-h-11 items-center gap-3">
          <input
            type="radio"
            id={`${id}-${method.id}`}
            name={`${id}-method`}
            className="size-5 accent-brand-700"
            checked={value.methodId === method.id}
            onChange={() =>
              method.has_options
                ? setPickupFor(method)
                : onChange({ methodId: method.id, optionId: null, optionName: null, courier: isCourier(method) })
            }
          />
          <label htmlFor={`${id}-${method.id}`}>
            {method.name}{' '}
            <span className="text-sm text-neutral-700">
              ({method.taxed_price.value === 0 ? t('free') : t('deducted', { price: method.taxed_price.formatted })})
            </span>
            {value.methodId === method.id && value.optionName && (
              <span className="block text-sm" data-testid="return-pickup-point">
                {value.optionName}
              </span>
            )}
          </label>
        </div>
      ))}
      <FieldMessage id={`${id}-error`} message={error} />
      {pickupFor && (
        <PickupPointDialog
          method={pickupFor}
          open
          onOpenChange={(open) => {
            if (!open) setPickupFor(null);
          }}
          onChoose={(option) => {
            onChange({
              methodId: pickupFor.id,
              optionId: option.id,
              optionName: option.name,
              courier: isCourier(pickupFor),
            });
            setPickupFor(null);
          }}
        />
      )}
    </fieldset>
  );
}

import { describe, expect, it } from 'vitest';
import { complaintEligibility, deliveryDate, endOfDayAfter, endOfDayMonthsAfter, returnEligibility } from './deadlines';

const at = (iso: string) => new Date(iso);
const delivered = (iso: string) => ({ createdAt: at('2026-01-01T08:00:00Z'), deliveredAt: at(iso) });

describe('which date counts', () => {
  it('is the newest delivery, else the newest shipment', () => {
    expect(deliveryDate([])).toBeNull();
    expect(deliveryDate([{ createdAt: at('2026-03-01T10:00:00Z'), deliveredAt: null }])).toEqual(
      at('2026-03-01T10:00:00Z'),
    );
    expect(deliveryDate([delivered('2026-03-04T10:00:00Z'), delivered('2026-03-02T10:00:00Z')])).toEqual(
      at('2026-03-04T10:00:00Z'),
    );
  });

  it('ends a period at the end of its last day (UTC), a short month at its last day', () => {
    expect(endOfDayAfter(at('2026-03-01T22:30:00Z'), 14)).toEqual(at('2026-03-16T00:00:00Z'));
    expect(endOfDayMonthsAfter(at('2026-03-31T12:00:00Z'), 24)).toEqual(at('2028-04-01T00:00:00Z'));
    expect(endOfDayMonthsAfter(at('2026-12-31T12:00:00Z'), 2)).toEqual(at('2027-03-01T00:00:00Z'));
  });
});

describe('a withdrawal', () => {
  const order = {
    paidAt: at('2026-03-01T09:00:00Z'),
    cancelledAt: null,
    shipments: [delivered('2026-03-03T15:00:00Z')],
  };

  it('is open until the end of the 14th day after delivery', () => {
    expect(returnEligibility(order, true, at('2026-03-17T23:59:59Z'))).toEqual({
      ok: true,
      expiresAt: at('2026-03-18T00:00:00Z'),
    });
    expect(returnEligibility(order, true, at('2026-03-18T00:00:00Z'))).toMatchObject({ ok: false });
    expect(returnEligibility(order, false, at('2026-03-30T00:00:00Z'))).toMatchObject({ ok: true });
  });

  it('needs a delivered, or paid and shipped, order that is not cancelled', () => {
    const now = at('2026-03-05T00:00:00Z');
    expect(returnEligibility({ ...order, shipments: [] }, true, now)).toMatchObject({ ok: false });
    const unpaidShipped = {
      paidAt: null,
      cancelledAt: null,
      shipments: [{ createdAt: at('2026-03-03T00:00:00Z'), deliveredAt: null }],
    };
    expect(returnEligibility(unpaidShipped, true, now)).toMatchObject({ ok: false });
    expect(
      returnEligibility({ ...unpaidShipped, shipments: [delivered('2026-03-04T00:00:00Z')] }, true, now),
    ).toMatchObject({ ok: true });
    expect(returnEligibility({ ...order, cancelledAt: now }, true, now)).toMatchObject({ ok: false });
  });
});

describe('a complaint', () => {
  it('needs a paid, uncancelled order, within 24 months of delivery (or payment)', () => {
    const paid = { paidAt: at('2026-03-01T09:00:00Z'), cancelledAt: null, shipments: [] };
    expect(complaintEligibility(paid, at('2028-03-01T23:00:00Z'))).toMatchObject({ ok: true });
    expect(complaintEligibility(paid, at('2028-03-02T00:00:00Z'))).toMatchObject({ ok: false });
    expect(complaintEligibility({ ...paid, paidAt: null }, at('2026-03-02T00:00:00Z'))).toMatchObject({ ok: false });
    expect(
      complaintEligibility({ ...paid, cancelledAt: at('2026-03-02T00:00:00Z') }, at('2026-03-03T00:00:00Z')),
    ).toMatchObject({
      ok: false,
    });
  });
});

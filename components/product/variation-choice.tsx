'use client';

import { useLocale } from 'next-intl';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '@contract/locale-codes';
import type { VariationView } from '@/lib/product/product-page-view';
import { canPurchaseVariation } from '@/lib/product/purchase-rules';
import {
  chooseAttribute,
  choiceOfVariation,
  optionState,
  type AttributeChoice,
  type OptionState,
} from '@/lib/product/variation-matching';
import { urlWithVariation, variationIdFromSearch } from '@/lib/product/variation-param';

interface VariationChoiceValue {
  choice: AttributeChoice;
  variation: VariationView | null;
  choose(propertyId: number, attributeId: number): void;
  /** What choosing the attribute (with the other choices kept) leads to: the picker marks sold-out and unavailable options. */
  optionState(propertyId: number, attributeId: number): OptionState;
}

const VariationChoiceContext = createContext<VariationChoiceValue>({
  choice: {},
  variation: null,
  choose: () => undefined,
  optionState: () => 'available',
});

type ChoiceState = { choice: AttributeChoice; variation: VariationView | null };

/**
 * Holds the shopper's variation choice for the islands that follow it (gallery, purchase panel).
 * Nothing is chosen at first, and only what the shopper picks is chosen (never the other
 * properties for them): the add-to-cart button waits for a complete choice, as the rules say. The
 * chosen variation's id lives in the URL (lib/product/variation-param.ts), written with
 * `history.replaceState` and read back on mount: a reload, a shared link or a currency or tax
 * switch (which renders the page anew) keeps the choice.
 */
export function VariationChoiceProvider({
  variations,
  children,
}: {
  variations: VariationView[];
  children: ReactNode;
}) {
  const locale = useLocale() as Locale;
  const matchable = useMemo(
    () => variations.map((v) => ({ ...v, purchasable: canPurchaseVariation(v, v.availability) })),
    [variations],
  );
  const [state, setState] = useState<ChoiceState>({ choice: {}, variation: null });

  // The chosen variation's id for the effect below, kept where the choice is set.
  const chosenId = useRef<number | null>(null);

  useEffect(() => {
    const chosen = chosenId.current;
    if (chosen === null) {
      const id = variationIdFromSearch(window.location.search, locale);
      const restored = id === null ? null : choiceOfVariation(matchable, id);
      // Restoring from the URL after hydration: the server renders the page without a choice.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (restored) setState(restored);
      chosenId.current = restored?.variation?.id ?? null;
      return;
    }
    // The page rendered anew (a currency or tax switch refreshes it) with the choice kept: the
    // router then writes the URL it knows, which lacks the choice when its sync of our
    // `replaceState` had not run yet. Put the choice back once the router's commit is done.
    const timer = setTimeout(() => {
      if (variationIdFromSearch(window.location.search, locale) !== chosen)
        window.history.replaceState(null, '', urlWithVariation(window.location.href, locale, chosen));
    }, 0);
    return () => clearTimeout(timer);
  }, [matchable, locale]);

  const value = useMemo<VariationChoiceValue>(
    () => ({
      ...state,
      choose: (propertyId, attributeId) => {
        const next = chooseAttribute(matchable, state.choice, propertyId, attributeId);
        setState(next);
        chosenId.current = next.variation?.id ?? null;
        // `null` state: Next.js then syncs its router with the new URL (a refresh keeps it).
        window.history.replaceState(
          null,
          '',
          urlWithVariation(window.location.href, locale, next.variation?.id ?? null),
        );
      },
      optionState: (propertyId, attributeId) => optionState(matchable, state.choice, propertyId, attributeId),
    }),
    [state, matchable, locale],
  );
  return <VariationChoiceContext.Provider value={value}>{children}</VariationChoiceContext.Provider>;
}

export function useVariationChoice(): VariationChoiceValue {
  return useContext(VariationChoiceContext);
}

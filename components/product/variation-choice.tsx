'use client';

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { VariationView } from '@/lib/product/product-page-view';
import { chooseAttribute, type AttributeChoice } from '@/lib/product/variation-matching';

interface VariationChoiceValue {
  choice: AttributeChoice;
  variation: VariationView | null;
  choose(propertyId: number, attributeId: number): void;
}

const VariationChoiceContext = createContext<VariationChoiceValue>({
  choice: {},
  variation: null,
  choose: () => undefined,
});

/**
 * Holds the shopper's variation choice for the islands that follow it (gallery, purchase panel).
 * Nothing is chosen at first: the add-to-cart button waits for a choice, as the rules say.
 */
export function VariationChoiceProvider({
  variations,
  children,
}: {
  variations: VariationView[];
  children: ReactNode;
}) {
  const [state, setState] = useState<{ choice: AttributeChoice; variation: VariationView | null }>({
    choice: {},
    variation: null,
  });
  const value = useMemo<VariationChoiceValue>(
    () => ({
      ...state,
      choose: (propertyId, attributeId) =>
        setState((current) => chooseAttribute(variations, current.choice, propertyId, attributeId)),
    }),
    [state, variations],
  );
  return <VariationChoiceContext.Provider value={value}>{children}</VariationChoiceContext.Provider>;
}

export function useVariationChoice(): VariationChoiceValue {
  return useContext(VariationChoiceContext);
}

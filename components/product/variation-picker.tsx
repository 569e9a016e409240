import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { propertyTypes as contractPropertyTypes } from '@contract/entities/variation';
import type { PropertyView } from '@/lib/product/product-page-view';
import type { AttributeChoice, OptionState } from '@/lib/product/variation-matching';

interface PickerProps {
  properties: PropertyView[];
  choice: AttributeChoice;
  onChoose(propertyId: number, attributeId: number): void;
  /** Marks an option that leads to no purchasable variation ("sold out") or to none at all ("not available"). */
  optionState(propertyId: number, attributeId: number): OptionState;
}

/** The contract's property type codes, repeated here so this island does not bundle the zod schemas. */
const propertyTypes: typeof contractPropertyTypes = { select: 1, radio: 2, color: 3, textInput: 4 };

type Attribute = PropertyView['product_variation_property_attributes'][number];
type ControlProps = {
  property: PropertyView;
  attributes: Attribute[];
  chosen: number | undefined;
  onChoose(attributeId: number): void;
  stateOf(attributeId: number): OptionState;
};

function SelectControl({ property, attributes, chosen, onChoose, stateOf }: ControlProps) {
  const t = useTranslations('product');
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {property.name}
      </label>
      <select
        id={id}
        value={chosen ?? ''}
        onChange={(event) => event.target.value && onChoose(Number(event.target.value))}
        className="w-full max-w-xs rounded-md border border-neutral-400 bg-white px-3 py-2"
      >
        <option value="" disabled>
          {t('choosePlaceholder')}
        </option>
        {attributes.map((a) => (
          <option key={a.id} value={a.id}>
            {optionLabel(t, a.name, stateOf(a.id))}
          </option>
        ))}
      </select>
    </div>
  );
}

function RadioControl({
  property,
  attributes,
  chosen,
  onChoose,
  stateOf,
  swatches,
}: ControlProps & { swatches: boolean }) {
  const t = useTranslations('product');
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{property.name}</legend>
      <div className="flex flex-wrap gap-2">
        {attributes.map((a) => (
          <label key={a.id} title={swatches ? a.name : undefined} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={a.id}
              checked={chosen === a.id}
              onChange={() => onChoose(a.id)}
              className="peer sr-only"
            />
            {swatches ? (
              <span className="flex items-center gap-2 rounded-full border-2 border-neutral-300 py-1 pl-1 pr-3 text-sm peer-checked:border-brand-700 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700">
                <span
                  aria-hidden="true"
                  className="size-6 rounded-full border border-neutral-400"
                  style={{ backgroundColor: a.value ?? undefined }}
                />
                <OptionName name={a.name} mark={markOf(t, stateOf(a.id))} />
              </span>
            ) : (
              <span className="block rounded-md border-2 border-neutral-300 px-3 py-1.5 text-sm peer-checked:border-brand-700 peer-checked:font-semibold peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700">
                <OptionName name={a.name} mark={markOf(t, stateOf(a.id))} />
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type Translate = ReturnType<typeof useTranslations<'product'>>;

/** The words that mark an option that leads to no purchasable variation, or null for an available one. */
function markOf(t: Translate, state: OptionState): string | null {
  if (state === 'sold-out') return t('soldOut');
  if (state === 'unavailable') return t('unavailable');
  return null;
}

/** An option's name with what choosing it leads to, as the select shows it and screen readers read it. */
function optionLabel(t: Translate, name: string, state: OptionState): string {
  if (state === 'sold-out') return t('soldOutOption', { name });
  if (state === 'unavailable') return t('unavailableOption', { name });
  return name;
}

/** An option's name; a sold-out or unavailable one struck through and marked so, in words that are also its accessible name. */
function OptionName({ name, mark }: { name: string; mark: string | null }) {
  if (mark === null) return <>{name}</>;
  return (
    <span data-option-mark="">
      <s className="text-neutral-600">{name}</s> <span className="text-xs text-neutral-600">({mark})</span>
    </span>
  );
}

/** Free text that picks the attribute whose name it spells (case and accents aside). */
function TextControl({ property, attributes, chosen, onChoose }: ControlProps) {
  const t = useTranslations('product');
  const id = useId();
  const chosenName = attributes.find((a) => a.id === chosen)?.name ?? '';
  const [text, setText] = useState(chosenName);
  const [syncedWith, setSyncedWith] = useState(chosen);
  if (syncedWith !== chosen) {
    // Another control changed the variation: show its attribute here.
    setSyncedWith(chosen);
    setText(chosenName);
  }
  const normalize = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .trim()
      .toLocaleLowerCase();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {property.name}
      </label>
      <input
        id={id}
        list={`${id}-options`}
        value={text}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          const match = attributes.find((a) => normalize(a.name) === normalize(event.target.value));
          if (match) onChoose(match.id);
        }}
        className="w-full max-w-xs rounded-md border border-neutral-400 px-3 py-2"
      />
      <datalist id={`${id}-options`}>
        {attributes.map((a) => (
          <option key={a.id} value={a.name} />
        ))}
      </datalist>
      <p id={`${id}-hint`} className="text-xs text-neutral-600">
        {t('textInputHint', { options: attributes.map((a) => a.name).join(', ') })}
      </p>
    </div>
  );
}

/** One control per variation property, by its type: 1 select, 2 radio buttons, 3 colour swatches (radio buttons), 4 text input. */
export function VariationPicker({ properties, choice, onChoose, optionState }: PickerProps) {
  const t = useTranslations('product');
  return (
    <div role="group" aria-label={t('variants')} className="flex flex-col gap-4">
      {properties.map((property) => {
        const attributes = property.product_variation_property_attributes.filter((a) => !a.is_hidden);
        const props: ControlProps = {
          property,
          attributes,
          chosen: choice[property.id],
          onChoose: (attributeId) => onChoose(property.id, attributeId),
          stateOf: (attributeId) => optionState(property.id, attributeId),
        };
        switch (property.type) {
          case propertyTypes.select:
            return <SelectControl key={property.id} {...props} />;
          case propertyTypes.radio:
            return <RadioControl key={property.id} {...props} swatches={false} />;
          case propertyTypes.color:
            return <RadioControl key={property.id} {...props} swatches />;
          case propertyTypes.textInput:
            return <TextControl key={property.id} {...props} />;
        }
      })}
    </div>
  );
}

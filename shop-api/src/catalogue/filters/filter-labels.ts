import type { Locale } from '@contract';
import type { ListingSortId } from '@contract/listing/listing-params';

/** Labels the product filters answer carries for the filters and sort options that are not data. */
interface FilterLabels {
  brand: string;
  availability: string;
  price: string;
  sort: Record<ListingSortId, string>;
}

export const filterLabels: Record<Locale, FilterLabels> = {
  cs: {
    brand: 'Značka',
    availability: 'Dostupnost',
    price: 'Cena',
    sort: {
      recommended: 'Doporučujeme',
      bestselling: 'Nejprodávanější',
      'price-asc': 'Od nejlevnějšího',
      'price-desc': 'Od nejdražšího',
      newest: 'Nejnovější',
      name: 'Podle názvu',
    },
  },
  sk: {
    brand: 'Značka',
    availability: 'Dostupnosť',
    price: 'Cena',
    sort: {
      recommended: 'Odporúčame',
      bestselling: 'Najpredávanejšie',
      'price-asc': 'Od najlacnejšieho',
      'price-desc': 'Od najdrahšieho',
      newest: 'Najnovšie',
      name: 'Podľa názvu',
    },
  },
  en: {
    brand: 'Brand',
    availability: 'Availability',
    price: 'Price',
    sort: {
      recommended: 'Recommended',
      bestselling: 'Best selling',
      'price-asc': 'Price: low to high',
      'price-desc': 'Price: high to low',
      newest: 'Newest',
      name: 'Name',
    },
  },
};

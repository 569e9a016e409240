/**
 * A minimal English stemmer: plurals only, and "-y" after a consonant spelt as
 * "-ie", so "hoodies", "hoodie" and "hoody" meet ("hoodie"), as do "bodies" and "body". Verb and
 * adjective endings stay: "running" is not "run", and a shopper who types "runn" still finds
 * "running" by prefix.
 */
export function stemEnglish(word: string): string {
  if (!/^\p{Ll}+$/u.test(word) || word.length < 3) return word;
  return consonantYAsIe(singular(word));
}

function singular(word: string): string {
  if (word.length < 4 || !word.endsWith('s') || /(ss|us|is)$/.test(word)) return word;
  if (/(sses|xes|zes|ches|shes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

function consonantYAsIe(word: string): string {
  return /[^aeiouy]y$/.test(word) ? `${word.slice(0, -1)}ie` : word;
}

/** A cell a spreadsheet would run as a formula: it starts with =, +, -, @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Every CSV the product writes goes through this: a cell that a spreadsheet would run as a
 * formula (`=HYPERLINK(...)`, `+cmd|...`) gets the usual leading single quote, so opening an
 * export never runs what someone typed into a description.
 */
export function neutralizeFormula(value: string) {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

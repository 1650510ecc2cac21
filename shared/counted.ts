import { fillIn } from "./fill-in.ts";

/**
 * A counted noun in one language: the whole phrase for one and for many, with
 * `{count}` where the number goes. English puts the number first ("1 minute read",
 * "3 unread"); Kiswahili puts it after the noun, whose class gives the concord
 * ("Dakika 1 ya kusoma", "Dakika 5 za kusoma", "Ujumbe 1 haujasomwa", "Jumbe 3
 * hazijasomwa"). Copy holds one of these per noun; it travels as data (decision 0066).
 */
export type Counted = { one: string; other: string };

/** The phrase for `count` of the noun (`shown` replaces the number, e.g. "700+"). */
export function counted(noun: Counted, count: number, shown: string | number = count): string {
  return fillIn(count === 1 ? noun.one : noun.other, { count: shown });
}

import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

/**
 * What gettext tools cannot check in our catalogs: plurals are ICU messages inside msgstr
 * (`{count, plural, one {# credit} few {# credite} other {# de credite}}`), one msgstr per
 * message, and the runtime picks the form by CLDR's rules (Intl.PluralRules). This reads a
 * translation as Lingui will and names what is wrong with it: it does not compile, a plural
 * lacks a form the language needs (ro: one, few, other; en: one, other) or has one the
 * language does not have, or a select has no `other`. An empty list means it is sound.
 */
export function icuProblems(text: string, locale: string): string[] {
  let compiled: CompiledMessage;
  try {
    compiled = compileMessageOrThrow(text);
  } catch (error) {
    return [`does not compile: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  walk(compiled, locale, problems);
  return problems;
}

const categories = (locale: string, type: Intl.PluralRuleType) =>
  new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories as string[];

function walk(message: CompiledMessage, locale: string, problems: string[]): void {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    if (type !== 'plural' && type !== 'selectordinal' && type !== 'select') continue;
    const { offset: _offset, ...cases } = format as Record<string, CompiledMessage> & { offset?: number };
    const keys = Object.keys(cases);
    // Exact matches (`=0 {...}`) are written without their `=` once compiled.
    const named = keys.filter((key) => !/^\d+$/.test(key));
    const needed = type === 'select' ? ['other'] : categories(locale, type === 'plural' ? 'cardinal' : 'ordinal');
    const missing = needed.filter((category) => !named.includes(category));
    if (missing.length > 0) problems.push(`{${name}, ${type}} lacks ${missing.join(', ')}`);
    if (type !== 'select') {
      const unknown = named.filter((key) => !needed.includes(key));
      if (unknown.length > 0) problems.push(`{${name}, ${type}} has ${unknown.join(', ')}, not a ${locale} form`);
    }
    for (const key of keys) walk(cases[key] as CompiledMessage, locale, problems);
  }
}

import './language-switcher.css';
import { useLingui } from '@lingui/react/macro';
import { languageNames, languages } from '../../../lib/i18n';
import { cx } from '../../../components/ui/class-names';
import { changeLanguage } from '../change-language';

/** Two buttons, Română | English; the active one is pressed. `compact` shows the codes only. */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <div
      className={cx('language-switcher', compact && 'language-switcher--compact')}
      role="group"
      aria-label={t`Language`}
    >
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="switch-option language-switcher__option"
          aria-pressed={i18n.locale === language}
          aria-label={compact ? `${language.toUpperCase()} · ${languageNames[language]}` : undefined}
          onClick={() => void changeLanguage(language)}
        >
          {compact ? language.toUpperCase() : languageNames[language]}
        </button>
      ))}
    </div>
  );
}

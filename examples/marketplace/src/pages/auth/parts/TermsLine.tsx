import { Fragment } from 'react';
import { useAppText } from '../../../app/i18n/AppText';

/** 'By continuing, you agree to the Terms of Service and Privacy Policy, including Cookie Use.' (spec §2) */
export function TermsLine() {
  const text = useAppText();
  const words = { terms: text('authTermsOfService'), privacy: text('authPrivacyPolicy'), cookies: text('authCookieUse') } as const;
  // The sentence is translated whole; the three names are picked out of it for emphasis.
  const parts = text('authTerms').split(/(\{terms\}|\{privacy\}|\{cookies\})/);
  return (
    <p className="app-auth-terms">
      {parts.map((part, index) => {
        const name = /^\{(terms|privacy|cookies)\}$/.exec(part)?.[1] as keyof typeof words | undefined;
        return name ? <strong key={index}>{words[name]}</strong> : <Fragment key={index}>{part}</Fragment>;
      })}
    </p>
  );
}

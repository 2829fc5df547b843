import { EstateError } from '@estate/sdk';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { englishMessages, loadedMessages } from '../../messages/index.js';
import { activationRefusalText, ActivationPanelView } from './ActivationPanel.js';

afterEach(cleanup);

/** A refusal as the server sends it: field errors (`{uid: [...]}`) or a detail, with its code. */
const fieldRefusal = (field: string, code: string, message: string) => new EstateError(message, 'http', 400, { [field]: [message] }, { [field]: [{ code, values: {} }] });

describe('activationRefusalText', () => {
  it("words a refused link as a sentence with the next step, never 'Uid: Invalid user id…'", () => {
    const en = englishMessages;
    const text = activationRefusalText(en, fieldRefusal('uid', 'invalid_uid', "Invalid user id or user doesn't exist."));
    expect(text).toBe('This activation link is not valid. Register again to get a new one, or sign in if you already activated your account.');
    expect(activationRefusalText(en, fieldRefusal('token', 'token_expired', 'This activation link has expired. Ask for a new one.'))).toMatch(/^This activation link has expired\. Register again/);
    expect(activationRefusalText(en, { code: 'stale_token', issues: {} })).toBe('This account is already activated. Sign in with your e-mail and password.');
    expect(activationRefusalText(en, { code: 'network', issues: {} })).toBeUndefined();
    expect(activationRefusalText(loadedMessages('fr')!, fieldRefusal('uid', 'invalid_uid', 'x'))).toMatch(/^Ce lien d'activation n'est pas valide\./);
  });

  it('shows the reason in the panel, under the button it retries', () => {
    render(
      <EstateUIProvider>
        <ActivationPanelView status="failed" reason="This activation link is not valid." />
      </EstateUIProvider>,
    );
    expect(screen.getByText('This activation link is not valid.')).toBeTruthy();
  });
});

import { formatAmount, layout } from './sandbox-page.js';
import type { SandboxTransaction } from './sandbox.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface MpesaPageView {
  merchant: string;
  /** Where each charge's answers post: `{action}/{reference}/{outcome}`. */
  action: string;
  charges: readonly SandboxTransaction[];
}

const OUTCOMES = [
  ['approve', 'Enter PIN (approve)', 'pay'],
  ['decline', 'Cancel on the phone', 'secondary'],
  ['insufficient_funds', 'Insufficient funds', 'secondary'],
  ['timeout', 'Let it time out', 'secondary'],
] as const;

/** The phones that would show M-Pesa's PIN prompt: each waiting charge with the four answers. */
export function mpesaPage(view: MpesaPageView): string {
  const rows = view.charges.length
    ? view.charges
        .map((t) => {
          const buttons = OUTCOMES.map(
            ([outcome, label, kind]) =>
              `<form method="post" action="${escapeHtml(`${view.action}/${encodeURIComponent(t.reference)}/${outcome}`)}"><button class="${kind}" type="submit">${label}</button></form>`,
          ).join('');
          return `<li class="charge">
  <div class="amount-line"><strong>${escapeHtml(formatAmount(t.amount, t.currency))}</strong> <span>+${escapeHtml(t.phone ?? '')}</span></div>
  <div class="email">${escapeHtml(t.email)}</div>
  <div class="answers">${buttons}</div>
  <p class="ref">Reference ${escapeHtml(t.reference)}</p>
</li>`;
        })
        .join('\n')
    : '<li class="empty">No M-Pesa charge is waiting. Start one from the checkout, then reload this page.</li>';
  return layout(
    'M-Pesa prompts',
    `<header><div class="logo" aria-hidden="true">M</div><div><div class="merchant">M-Pesa prompts</div><div class="email">${escapeHtml(view.merchant)}</div></div></header>
<div class="body">
  <div class="note"><strong>Test mode.</strong> Each charge below stands for the PIN prompt on the payer's phone. Answer it as the payer would;
    the sandbox then sends the signed webhook.</div>
  <ul class="charges">${rows}</ul>
</div>`,
  );
}

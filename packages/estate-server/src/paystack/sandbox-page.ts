/** The sandbox's hosted checkout page: plain HTML and inline CSS, nothing fetched from elsewhere. */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** 325000 cents of KES -> `KES 3,250.00`. */
export function formatAmount(subunits: number, currency: string): string {
  const major = (subunits / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${currency} ${major}`;
}

/** Only a strict policy: inline styles, forms to here (and the redirect after them), nothing else. */
export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; base-uri 'none'; frame-ancestors 'none'";

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;
    background:#eef2f5;color:#1f2d3d;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
  main{width:100%;max-width:400px;background:#fff;border-radius:14px;box-shadow:0 10px 30px rgba(16,36,60,.12);overflow:hidden}
  header{display:flex;align-items:center;gap:12px;padding:20px 24px;border-bottom:1px solid #edf0f3}
  .logo{width:40px;height:40px;border-radius:10px;background:#0ba4db;color:#fff;font-weight:700;display:flex;align-items:center;justify-content:center}
  .merchant{font-weight:600}
  .email{color:#6b7c93;font-size:13px;word-break:break-all}
  .body{padding:24px}
  .label{color:#6b7c93;font-size:13px;text-transform:uppercase;letter-spacing:.04em}
  .amount{font-size:30px;font-weight:700;margin:2px 0 18px}
  .note{background:#fff8e6;border:1px solid #f5dfa3;border-radius:10px;padding:12px 14px;font-size:13px;color:#6b5315;margin-bottom:20px}
  .note code{font-family:ui-monospace,Menlo,Consolas,monospace}
  form{margin:0}
  button{width:100%;border:0;border-radius:10px;padding:13px;font:inherit;font-weight:600;cursor:pointer}
  .pay{background:#3bb75e;color:#fff}
  .pay:hover{background:#32a352}
  .cancel{background:none;color:#6b7c93;margin-top:8px}
  .secondary{background:#f1f4f7;color:#1f2d3d;margin-top:8px}
  .charges{list-style:none;margin:0;padding:0;display:grid;gap:16px}
  .charge{border:1px solid #edf0f3;border-radius:12px;padding:14px}
  .amount-line{display:flex;justify-content:space-between;gap:8px}
  .answers{display:grid;grid-template-columns:1fr 1fr;gap:0 8px;margin-top:10px}
  .answers form:first-child{grid-column:1/-1}
  .empty{color:#6b7c93;text-align:center}
  .cancel:hover{color:#1f2d3d}
  .status{text-align:center}
  .status h1{font-size:20px;margin:0 0 8px}
  a.button{display:block;text-align:center;text-decoration:none;background:#0ba4db;color:#fff;border-radius:10px;padding:12px;font-weight:600;margin-top:16px}
  footer{padding:12px 24px;border-top:1px solid #edf0f3;color:#8a99ad;font-size:12px;text-align:center}
  .ref{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px;color:#8a99ad;word-break:break-all}
`;

export function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${content}
<footer>Paystack sandbox &middot; for local development, no real money moves</footer>
</main>
</body>
</html>
`;
}

export interface CheckoutView {
  merchant: string;
  email: string;
  amount: number;
  currency: string;
  reference: string;
  /** Where the Pay and Cancel forms post. */
  payAction: string;
  cancelAction: string;
}

function header(merchant: string, email: string): string {
  return `<header>
  <div class="logo" aria-hidden="true">${escapeHtml(merchant.charAt(0).toUpperCase() || 'P')}</div>
  <div><div class="merchant">${escapeHtml(merchant)}</div><div class="email">${escapeHtml(email)}</div></div>
</header>`;
}

export function checkoutPage(view: CheckoutView): string {
  const amount = formatAmount(view.amount, view.currency);
  return layout(
    `Pay ${amount} to ${view.merchant}`,
    `${header(view.merchant, view.email)}
<div class="body">
  <div class="label">Amount</div>
  <div class="amount">${escapeHtml(amount)}</div>
  <div class="note"><strong>Test mode.</strong> No card is charged. Paystack's test card is
    <code>4084 0840 8408 4081</code>, any future expiry date, CVV <code>408</code>; here, Pay simply succeeds.</div>
  <form method="post" action="${escapeHtml(view.payAction)}"><button class="pay" type="submit">Pay ${escapeHtml(amount)}</button></form>
  <form method="post" action="${escapeHtml(view.cancelAction)}"><button class="cancel" type="submit">Cancel payment</button></form>
  <p class="ref">Reference ${escapeHtml(view.reference)}</p>
</div>`,
  );
}

export interface StatusView {
  merchant: string;
  email: string;
  title: string;
  message: string;
  /** A way back to the merchant, when there is one. */
  returnUrl?: string;
}

export function statusPage(view: StatusView): string {
  const back = view.returnUrl ? `<a class="button" href="${escapeHtml(view.returnUrl)}">Return to ${escapeHtml(view.merchant)}</a>` : '';
  return layout(
    view.title,
    `${header(view.merchant, view.email)}
<div class="body status">
  <h1>${escapeHtml(view.title)}</h1>
  <p>${escapeHtml(view.message)}</p>
  ${back}
</div>`,
  );
}

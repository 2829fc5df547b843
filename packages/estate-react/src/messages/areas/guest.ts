/** The guest's ways in (issue 23): signing in where the guest stands, and the prompts that offer it. */
export const en = {
  guestSignIn: 'Sign in',
  guestCreateAccount: 'Create account',
  guestSignInTitle: 'Sign in to continue',
  /** Under the in-place sign-in when a guest tried something: what happens next. */
  guestSignInResume: 'Once you are signed in, we finish what you started.',
  guestSignInLead: 'Welcome back. Sign in with your e-mail and password.',
  guestSignInBack: 'Back',
  guestNoAccount: 'New to Estate?',
  /** A page that needs an account, shown to a guest instead of a form it could not send. */
  guestPageBody: 'Sign in or create a free account to use this page.',
};

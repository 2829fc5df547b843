/** The sign-in components: the e-mail login form, the registration form, the activation card, and the guest gate that asks guests to join. */
export { LoginForm, LoginFormView, type LoginCredentials, type LoginFormProps, type LoginFormViewProps } from './LoginForm.js';
export { RegisterForm, RegisterFormView, type RegisterFormProps, type RegisterFormViewProps, type RegisterOutcome } from './RegisterForm.js';
export { ACTIVATION_REDIRECT_MS, ActivationPanel, ActivationPanelView, type ActivationPanelProps, type ActivationPanelViewProps, type ActivationStatus } from './ActivationPanel.js';
export {
  GuestGate,
  GuestGateProvider,
  GuestGateView,
  useGuestGate,
  type GuestAction,
  type GuestFeature,
  type GuestGateStep,
  type GuestGateControls,
  type GuestGateProps,
  type GuestGateProviderProps,
  type GuestGateViewProps,
} from './GuestGate.js';
export { GuestPrompt, type GuestPromptProps } from './GuestPrompt.js';

/** The chat components: the inbox (`ChatPane`), its views and replaceable parts, and the agent search. */
export { ChatGuestNotice, ChatPane, type ChatPaneProps, type ChatSignInProps } from './ChatPane.js';
export { ChatPaneView, type ChatPaneViewProps, type ChatPartnerSummary } from './ChatPaneView.js';
export { ConversationList, type ConversationListProps } from './ConversationList.js';
export { ChatSearchResults, type ChatSearchResultsProps } from './ChatSearchResults.js';
export { MessageList, type MessageListProps } from './MessageList.js';
export { MessageBubble, type BubblePosition, type MessageBubbleProps } from './MessageBubble.js';
export { ChatSafetyNotice, type ChatSafetyNoticeProps } from './ChatSafetyNotice.js';
export { ChatComposer, type ChatComposerProps, type ChatDraft } from './ChatComposer.js';
export { ChatConnectionBanner, useOnlineStatus, type ChatConnectionBannerProps, type ChatConnectionState } from './ChatConnectionBanner.js';
export {
  AgentSearchDialog,
  AgentSearchDialogView,
  AgentSearchPanel,
  type AgentSearchDialogProps,
  type AgentSearchDialogViewProps,
  type AgentSearchPanelProps,
} from './AgentSearchDialog.js';
export { ViewingCard, ViewingCardView, type ViewingCardAction, type ViewingCardProps, type ViewingCardViewProps } from './ViewingCard.js';
export { ProposeViewingDialog, ProposeViewingForm, type ProposeViewingDialogProps, type ProposeViewingFormProps } from './ProposeViewingDialog.js';
export { ChatListingHead, ChatListingHeadView, type ChatListing, type ChatListingHeadViewProps } from './ChatListingHead.js';

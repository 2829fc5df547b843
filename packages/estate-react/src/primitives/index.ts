/** The building blocks every component is made of; exported so partners can match them. */
export { Avatar, type AvatarProps } from './Avatar.js';
export { Banner, type BannerProps } from './Banner.js';
export { Button, IconButton, type ButtonProps, type IconButtonProps } from './Button.js';
export { Dialog, DialogClose, type DialogProps } from './Dialog.js';
export { QuickEmojiPicker, type EmojiPickerProps } from './QuickEmojiPicker.js';
export { EmptyState } from './EmptyState.js';
export { MediaImage, type MediaImageProps } from './MediaImage.js';
export { EstatePortal, type EstatePortalProps, type PortalPart } from './EstatePortal.js';
export { SelectField, TextArea, TextField } from './Field.js';
export { Popover, type PopoverProps } from './Popover.js';
export { ProgressBar } from './ProgressBar.js';
export { Skeleton } from './Skeleton.js';
export { Spinner } from './Spinner.js';
export { TOAST_DURATION_MS, Toaster, useToast, type ShowToast, type ToastTone } from './Toast.js';

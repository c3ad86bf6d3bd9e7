/*
 * Mantine styles of forms and dialogs, imported by the lazy chunks that show them (the login dialog,
 * the reset-password page, the portals), so the public pages do not load them up front.
 * Shared bases first, in Mantine's order, then the components.
 */
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/PasswordInput.css';

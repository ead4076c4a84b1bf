/**
 * The entry of the shell's hub-frame script: scripts/hub-frame-script.ts bundles it into index.html, with the frame's
 * messages in every language in place of HUB_FRAME_MESSAGES.
 */
import type { Language } from '../../../domain/locales';
import { drawHubFrameWhenRead } from './hub-frame';
import type { HubFrameMessages } from './hub-frame-messages';

declare const HUB_FRAME_MESSAGES: Record<Language, HubFrameMessages>;

drawHubFrameWhenRead(HUB_FRAME_MESSAGES);

/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** WhatsApp link of the agency-error page (agency info 404), e.g. https://wa.me/8562012345678. */
  readonly VITE_SUPPORT_WHATSAPP_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Entry of the CMS editor page (sandbox only; built by vite.editor.config.ts, never with the portal). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../src/forms/theme/forms.css';
import { EditorApp } from './EditorApp.tsx';
import './editor.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <EditorApp />
  </StrictMode>,
);

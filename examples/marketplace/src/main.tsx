import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@estate/react/styles.css';
import './styles/app.css';
import './styles/layout.css';
import { App } from './app/App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { mountApp } from './app.tsx';
import './styles.css';

/** Entry of every page but `/` (app.html, the empty shell both servers fall back to). */
const container = document.getElementById('root');
if (!container) throw new Error('app.html has no #root element');
mountApp(container);

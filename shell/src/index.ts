// The shell's styles are in the first HTML (a stylesheet link), so a server-rendered page is
// styled at first paint; everything else waits for the federation runtime (bootstrap).
import './styles.css';

import('./bootstrap');

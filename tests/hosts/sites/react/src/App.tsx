// The app: two pages with a board each, switched on the address's hash, and a light/dark toggle.
import { useEffect, useState } from 'react';
import 'n-queens-element';

const prefersDark = () => window.matchMedia('(prefers-color-scheme: dark)').matches;

function FirstPage() {
  return (
    <>
      <h1>The first board</h1>
      <p>Six queens, forty steps in:</p>
      <n-queens id="one" n={6} step={40} />
      <a href="#/second">On to the second board</a>
    </>
  );
}

function SecondPage() {
  return (
    <>
      <h1>The second board</h1>
      <p>Five queens, thirty steps in:</p>
      <n-queens id="two" n={5} step={30} />
      <a href="#/">Back to the first board</a>
    </>
  );
}

export function App() {
  const [hash, setHash] = useState(location.hash);
  const [dark, setDark] = useState(prefersDark);
  useEffect(() => {
    const follow = () => setHash(location.hash);
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);
  useEffect(() => {
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  }, [dark]);
  return (
    <>
      <header className="navbar">
        Queens in a tutorial
        <button type="button" onClick={() => setDark(!dark)}>{dark ? 'Light' : 'Dark'} mode</button>
      </header>
      <main>{hash === '#/second' ? <SecondPage /> : <FirstPage />}</main>
    </>
  );
}

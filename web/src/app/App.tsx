import { collection, connectFirestoreEmulator, getDocs, getFirestore, limit, query } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { emulatorOrigins, firebaseApp, usingEmulators } from '../lib/firebase.ts';

const db = getFirestore(firebaseApp);
if (usingEmulators) {
  const { firestoreHost, firestorePort } = emulatorOrigins();
  connectFirestoreEmulator(db, firestoreHost, firestorePort);
}

/** Placeholder shell until the public web app lands. */
export function App() {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    void getDocs(query(collection(db, 'camps'), limit(50))).then((snap) =>
      setNames(snap.docs.map((d) => String(d.get('CampName')))),
    );
  }, []);
  return (
    <main>
      <h1>CampCare</h1>
      <ul>{names.map((n) => <li key={n}>{n}</li>)}</ul>
    </main>
  );
}

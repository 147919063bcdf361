import { agent, fact, forget, user, type Person } from './types';

export const fr: Person[] = [
  {
    id: 'y_fr_01',
    language: 'fr',
    story:
      'Camille tient une boulangerie, "Le Fournil de Camille", à Lyon. Sa couleur est un bleu nuit #1D3557. Pour la fête des mères uniquement, elle veut du rose.',
    turns: [
      user('on est Le Fournil de Camille, boulangerie à Lyon', fact('Le Fournil de Camille', 'fact', 'workspace')),
      user('notre couleur, c’est le bleu nuit #1D3557', fact('#1D3557', 'preference', 'workspace')),
      user('pour l’affiche de la fête des mères, exceptionnellement, du rose', fact('rose', 'one_off', 'task')),
      user('fais-moi une affiche avec des croissants'),
      agent('Voici l’affiche en rose ; le reste reste en #1D3557.'),
    ],
  },
  {
    id: 'y_fr_02',
    language: 'fr',
    story:
      'Julien est développeur, il préfère le tutoiement. Il dit habiter à Nantes puis corrige : Rennes. Il demande un chat rouge (une demande).',
    turns: [
      user('tu peux me tutoyer, hein', fact('tutoyer', 'preference', 'user')),
      user('j’habite à Nantes', fact('Nantes', 'fact', 'user')),
      user(
        'pardon, je me suis trompé : j’habite à Rennes maintenant',
        fact('Rennes', 'correction', 'user', { replaces: 'Nantes' }),
      ),
      user('dessine un chat rouge sur un skate'),
      user('top, mais le skate plus grand'),
    ],
  },
  {
    id: 'y_fr_03',
    language: 'fr',
    story:
      'Élodie dirige la com d’une mutuelle, "Solidaris Santé". Jusqu’au 30 avril, chaque visuel porte la mention "Adhésion offerte". Elle demande en anglais d’oublier la mention.',
    turns: [
      user(
        'je suis responsable de la communication chez Solidaris Santé',
        fact('Solidaris Santé', 'fact', 'workspace'),
      ),
      user(
        'jusqu’au 30 avril, tous les visuels portent la mention "Adhésion offerte"',
        fact('Adhésion offerte', 'time_bounded', 'workspace', { validUntil: '2027-04-30' }),
      ),
      forget('forget the "Adhésion offerte" line please', 'Adhésion offerte'),
      user('prépare une bannière pour le site'),
    ],
  },
  {
    id: 'y_fr_04',
    language: 'fr',
    story: 'Hugo est photographe ; il déteste les filtres sépia. Il est en congé jusqu’au 22 mars.',
    turns: [
      user('pitié, jamais de filtre sépia sur mes photos', fact('sépia', 'avoid', 'user')),
      user('je suis en congé jusqu’au 22 mars', fact('congé', 'time_bounded', 'user', { validUntil: '2027-03-22' })),
      user('retouche la photo du mariage'),
      agent('Retouchée, sans sépia.'),
    ],
  },
];

/**
 * France: La Poste's order (building, number and way, then the five-digit postcode before the commune). French
 * addresses name no region, so `state` is null.
 */
import type { SandboxAddress } from '../sandbox-data';

export const FR_ADDRESSES: readonly SandboxAddress[] = [
  { line1: "Palais de l'Élysée", line2: '55 Rue du Faubourg Saint-Honoré', city: 'Paris', postcode: '75008' },
  { line1: 'Musée du Louvre', line2: 'Rue de Rivoli', city: 'Paris', postcode: '75001' },
  { line1: '5 Avenue Anatole France', line2: 'Tour Eiffel', city: 'Paris', postcode: '75007' },
  { line1: "Musée d'Orsay", line2: "1 Rue de la Légion d'Honneur", city: 'Paris', postcode: '75007' },
  { line1: 'Hôtel de Ville', line2: "Place de l'Hôtel de Ville", city: 'Paris', postcode: '75004' },
  { line1: 'Centre Pompidou', line2: 'Place Georges-Pompidou', city: 'Paris', postcode: '75004' },
  { line1: 'Bâtiment B, 24 Rue Oberkampf', city: 'Paris', postcode: '75011' },
  { line1: 'Appartement 12, 8 Boulevard Saint-Michel', city: 'Paris', postcode: '75006' },
  { line1: '1 Place de la Comédie', line2: 'Hôtel de Ville', city: 'Lyon', postcode: '69001' },
  { line1: '8 Place de Fourvière', city: 'Lyon', postcode: '69005' },
  { line1: '12 Rue de la République', city: 'Lyon', postcode: '69002' },
  { line1: 'Mucem', line2: '7 Promenade Robert Laffont', city: 'Marseille', postcode: '13002' },
  { line1: 'Rue Fort du Sanctuaire', line2: 'Notre-Dame de la Garde', city: 'Marseille', postcode: '13006' },
  { line1: 'Quai du Port', line2: 'Hôtel de Ville', city: 'Marseille', postcode: '13002' },
  { line1: 'Place du Capitole', city: 'Toulouse', postcode: '31000' },
  { line1: "Cité de l'espace", line2: 'Avenue Jean Gonord', city: 'Toulouse', postcode: '31500' },
  { line1: 'Place de la Bourse', city: 'Bordeaux', postcode: '33000' },
  { line1: '134 Quai de Bacalan', line2: 'La Cité du Vin', city: 'Bordeaux', postcode: '33300' },
  { line1: '3 Rue Sainte-Catherine', city: 'Bordeaux', postcode: '33000' },
  { line1: '37 Promenade des Anglais', city: 'Nice', postcode: '06000' },
  { line1: 'Place de la Cathédrale', city: 'Strasbourg', postcode: '67000' },
  { line1: 'Palais des Beaux-Arts', line2: 'Place de la République', city: 'Lille', postcode: '59000' },
  { line1: '4 Place Marc Elder', line2: 'Château des ducs de Bretagne', city: 'Nantes', postcode: '44000' },
  { line1: 'Place du Parlement de Bretagne', city: 'Rennes', postcode: '35000' },
  { line1: "Place d'Armes", line2: 'Château de Versailles', city: 'Versailles', postcode: '78000' },
  { line1: 'Abbaye du Mont-Saint-Michel', city: 'Le Mont-Saint-Michel', postcode: '50170' },
  { line1: 'Rue Saint-Charles', line2: 'Maison Bonaparte', city: 'Ajaccio', postcode: '20000' },
  { line1: 'Quai Stéphane Jay', city: 'Grenoble', postcode: '38000' },
];

/**
 * Spain: Correos' order (way, comma, number, then floor and door), the five-digit postcode before the
 * municipality, and the province as `state`; "s/n" stands for a building without a number.
 */
import type { SandboxAddress } from '../sandbox-data';

export const ES_ADDRESSES: readonly SandboxAddress[] = [
  { line1: 'Calle de Bailén, s/n', line2: 'Palacio Real', city: 'Madrid', state: 'Madrid', postcode: '28071' },
  { line1: 'Calle de Ruiz de Alarcón, 23', line2: 'Museo del Prado', city: 'Madrid', state: 'Madrid', postcode: '28014' },
  { line1: 'Puerta del Sol, 7', city: 'Madrid', state: 'Madrid', postcode: '28013' },
  { line1: 'Gran Vía, 32', city: 'Madrid', state: 'Madrid', postcode: '28013' },
  { line1: 'Calle de Alcalá, 42', city: 'Madrid', state: 'Madrid', postcode: '28014' },
  { line1: 'Calle de Serrano, 41', line2: '3.º izquierda', city: 'Madrid', state: 'Madrid', postcode: '28001' },
  { line1: 'Avenida de Concha Espina, 1', city: 'Madrid', state: 'Madrid', postcode: '28036' },
  { line1: 'Carrer de Mallorca, 401', city: 'Barcelona', state: 'Barcelona', postcode: '08013' },
  { line1: 'Passeig de Gràcia, 43', city: 'Barcelona', state: 'Barcelona', postcode: '08007' },
  { line1: 'Passeig de Gràcia, 92', city: 'Barcelona', state: 'Barcelona', postcode: '08008' },
  { line1: "Carrer d'Olot, s/n", line2: 'Park Güell', city: 'Barcelona', state: 'Barcelona', postcode: '08024' },
  { line1: "Carrer d'Arístides Maillol, 12", city: 'Barcelona', state: 'Barcelona', postcode: '08028' },
  { line1: 'Carrer de Pau Claris, 120', line2: '2.º 1.ª', city: 'Barcelona', state: 'Barcelona', postcode: '08009' },
  { line1: 'Avinguda del Professor López Piñero, 7', city: 'València', state: 'Valencia', postcode: '46013' },
  { line1: 'Plaza de la Ciudad de Brujas, s/n', line2: 'Mercado Central', city: 'València', state: 'Valencia', postcode: '46001' },
  { line1: 'Patio de Banderas, s/n', line2: 'Real Alcázar', city: 'Sevilla', state: 'Sevilla', postcode: '41004' },
  { line1: 'Avenida de Isabel la Católica', line2: 'Plaza de España', city: 'Sevilla', state: 'Sevilla', postcode: '41013' },
  { line1: 'Calle Real de la Alhambra, s/n', city: 'Granada', state: 'Granada', postcode: '18009' },
  { line1: 'Abandoibarra Etorbidea, 2', line2: 'Museo Guggenheim', city: 'Bilbao', state: 'Bizkaia', postcode: '48009' },
  { line1: 'Calle San Agustín, 8', city: 'Málaga', state: 'Málaga', postcode: '29015' },
  { line1: 'Plaza del Pilar, s/n', city: 'Zaragoza', state: 'Zaragoza', postcode: '50003' },
  { line1: 'Praza do Obradoiro, s/n', city: 'Santiago de Compostela', state: 'A Coruña', postcode: '15704' },
  { line1: 'Plaça de la Seu, s/n', city: 'Palma', state: 'Illes Balears', postcode: '07001' },
  { line1: 'Plaza Mayor, 1', city: 'Salamanca', state: 'Salamanca', postcode: '37002' },
  { line1: 'Paseo de la Concha, s/n', city: 'Donostia-San Sebastián', state: 'Gipuzkoa', postcode: '20007' },
  { line1: 'Calle Cardenal Cisneros, 1', city: 'Toledo', state: 'Toledo', postcode: '45002' },
  { line1: 'Calle Mayor de Triana, 30', line2: '4.º B', city: 'Las Palmas de Gran Canaria', state: 'Las Palmas', postcode: '35002' },
];

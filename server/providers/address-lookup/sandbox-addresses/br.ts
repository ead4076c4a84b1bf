/**
 * Brazil: Correios' order (way, comma, number, then complement), the neighbourhood (bairro) on the second line,
 * the state's name as `state` and the CEP written 00000-000.
 */
import type { SandboxAddress } from '../sandbox-data';

export const BR_ADDRESSES: readonly SandboxAddress[] = [
  { line1: 'Avenida Paulista, 1578', line2: 'Bela Vista', city: 'São Paulo', state: 'São Paulo', postcode: '01310-200' },
  { line1: 'Rua Oscar Freire, 827', line2: 'Jardim Paulista', city: 'São Paulo', state: 'São Paulo', postcode: '01426-001' },
  { line1: 'Praça Ramos de Azevedo, s/n', line2: 'República', city: 'São Paulo', state: 'São Paulo', postcode: '01037-010' },
  { line1: 'Avenida Pedro Álvares Cabral, s/n', line2: 'Vila Mariana', city: 'São Paulo', state: 'São Paulo', postcode: '04094-050' },
  { line1: 'Rua da Cantareira, 306', line2: 'Centro Histórico de São Paulo', city: 'São Paulo', state: 'São Paulo', postcode: '01024-900' },
  {
    line1: 'Avenida Brigadeiro Faria Lima, 3477, 14.º andar',
    line2: 'Itaim Bibi',
    city: 'São Paulo',
    state: 'São Paulo',
    postcode: '04538-133',
  },
  { line1: 'Rua Augusta, 1500, apto. 84', line2: 'Consolação', city: 'São Paulo', state: 'São Paulo', postcode: '01304-001' },
  { line1: 'Avenida Atlântica, 1702', line2: 'Copacabana', city: 'Rio de Janeiro', state: 'Rio de Janeiro', postcode: '22021-001' },
  { line1: 'Avenida Pasteur, 520', line2: 'Urca', city: 'Rio de Janeiro', state: 'Rio de Janeiro', postcode: '22290-240' },
  {
    line1: 'Avenida Presidente Castelo Branco, s/n',
    line2: 'Maracanã',
    city: 'Rio de Janeiro',
    state: 'Rio de Janeiro',
    postcode: '20271-130',
  },
  {
    line1: 'Rua Visconde de Pirajá, 414, apto. 302',
    line2: 'Ipanema',
    city: 'Rio de Janeiro',
    state: 'Rio de Janeiro',
    postcode: '22410-002',
  },
  { line1: 'Praça Floriano, s/n', line2: 'Centro', city: 'Rio de Janeiro', state: 'Rio de Janeiro', postcode: '20031-050' },
  {
    line1: 'Praça dos Três Poderes',
    line2: 'Zona Cívico-Administrativa',
    city: 'Brasília',
    state: 'Distrito Federal',
    postcode: '70150-900',
  },
  { line1: 'SQS 308, Bloco C, apto. 201', line2: 'Asa Sul', city: 'Brasília', state: 'Distrito Federal', postcode: '70355-030' },
  { line1: 'Praça Tomé de Sousa, s/n', line2: 'Centro', city: 'Salvador', state: 'Bahia', postcode: '40020-010' },
  { line1: 'Largo do Pelourinho', line2: 'Pelourinho', city: 'Salvador', state: 'Bahia', postcode: '40026-280' },
  { line1: 'Praça da Liberdade, s/n', line2: 'Funcionários', city: 'Belo Horizonte', state: 'Minas Gerais', postcode: '30140-010' },
  { line1: 'Avenida Afonso Pena, 1212', line2: 'Centro', city: 'Belo Horizonte', state: 'Minas Gerais', postcode: '30130-003' },
  { line1: 'Rua Engenheiro Ostoja Roguski, s/n', line2: 'Jardim Botânico', city: 'Curitiba', state: 'Paraná', postcode: '80210-390' },
  { line1: 'Rua XV de Novembro, 1299', line2: 'Centro', city: 'Curitiba', state: 'Paraná', postcode: '80060-000' },
  { line1: 'Largo Glênio Peres, s/n', line2: 'Centro Histórico', city: 'Porto Alegre', state: 'Rio Grande do Sul', postcode: '90010-020' },
  { line1: 'Praça Rio Branco', line2: 'Recife Antigo', city: 'Recife', state: 'Pernambuco', postcode: '50030-310' },
  { line1: 'Avenida Beira Mar, 3000', line2: 'Meireles', city: 'Fortaleza', state: 'Ceará', postcode: '60165-121' },
  { line1: 'Avenida Eduardo Ribeiro, 659', line2: 'Centro', city: 'Manaus', state: 'Amazonas', postcode: '69010-001' },
  { line1: 'Avenida Beira-Mar Norte, 2300', line2: 'Centro', city: 'Florianópolis', state: 'Santa Catarina', postcode: '88015-700' },
  { line1: 'Boulevard Castilhos França, s/n', line2: 'Campina', city: 'Belém', state: 'Pará', postcode: '66010-020' },
];

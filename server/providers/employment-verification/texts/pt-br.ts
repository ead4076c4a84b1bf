import type { PageText } from './index';

export const PT_BR: PageText = {
  sandboxBanner:
    'Ambiente de testes: esta é uma página de conta fiscal de teste. Nenhuma conta fiscal é conectada aqui e nenhum serviço real de verificação de renda é utilizado.',
  sandboxName: 'Ambiente de testes',
  title: 'Compartilhe seu histórico de emprego a partir da sua conta fiscal',
  requestedBy: 'Solicitado por {company}',
  intro:
    'Um serviço de conta fiscal pediria agora que você entrasse na sua conta fiscal on-line e concordasse em compartilhar seus dados de emprego e renda com a organização.',
  testerHeading: 'Ações do ambiente de testes para testadores',
  testerHint:
    'Conecte primeiro a conta fiscal e depois escolha como a verificação termina. O formulário pede o resultado ao servidor como pediria ao serviço real.',
  connectedBody: 'A conta fiscal está conectada. Nenhum dado fiscal é lido no ambiente de testes.',
  actionsLegend: 'Como a verificação termina',
  actions: {
    connect: 'Conectar a conta fiscal',
    complete: 'Compartilhar o histórico de emprego',
    fail: 'O serviço falha',
    cancel: 'Cancelar',
    fail_permanently: 'Falha definitiva',
  },
  errorSummaryTitle: 'Há um problema',
  invalidAction: 'Escolha uma das ações abaixo',
  finishedTitle: 'Esta verificação foi concluída',
  finishedBody: 'O serviço informa “{outcome}” ao seu formulário.',
  returnLink: 'Voltar ao seu formulário',
  unavailableTitle: 'Este link de verificação não é mais válido',
  unavailableBody: 'Volte ao seu formulário para começar a verificação novamente.',
  lockedBody: 'Este formulário não pode mais ser alterado, por isso a verificação não pode ser concluída.',
  invalidReturn: 'O endereço de retorno deve ser um caminho deste site.',
};

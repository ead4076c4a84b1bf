import type { PageText } from './index';

export const PT_BR: PageText = {
  sandboxBanner:
    'Ambiente de testes: esta página de verificação de identidade é de teste. Nenhum documento é digitalizado aqui, e nenhum serviço real de verificação de identidade é utilizado.',
  sandboxName: 'Ambiente de testes',
  title: 'Verifique seu documento de identidade',
  requestedBy: 'Solicitado por {company}',
  intro:
    'Um serviço de verificação de identidade pediria agora que você fotografasse um documento de identidade, como um passaporte ou uma carteira de motorista, e tirasse uma foto do seu rosto, e depois compararia os dois.',
  testerHeading: 'Resultados de teste do ambiente de testes',
  testerHint:
    'Escolha o que o serviço de verificação de identidade informa. Em seguida você volta ao formulário, que pede o resultado ao servidor como pediria ao serviço real.',
  pendingPollsLabel: 'Consultas de status que respondem primeiro “pending”',
  pendingPollsHint:
    'O formulário consulta o status a cada 5 segundos e indica que os resultados estão chegando enquanto ele está pendente. Com 0, o resultado é definitivo na primeira consulta. No máximo {max}.',
  pendingPollsInvalid: 'Digite um número inteiro de 0 a {max}',
  outcomesLegend: 'Resultado informado pelo serviço de verificação de identidade',
  outcomes: {
    completed: 'Concluída',
    cancelled: 'Cancelada',
    expired: 'Expirada',
    bypassed: 'Dispensada',
    confirmation: 'Aguardando confirmação',
    abandon: 'Abandonar a verificação',
  },
  abandonHint:
    'Abandonar encerra a verificação sem resultado: o formulário informa então que a validação de identidade foi abandonada.',
  errorSummaryTitle: 'Há um problema',
  invalidOutcome: 'Escolha um dos resultados abaixo',
  finishedTitle: 'Esta verificação de identidade foi encerrada',
  finishedBody: 'O serviço de verificação de identidade informa o resultado “{outcome}” ao seu formulário.',
  abandonedBody: 'Você abandonou a verificação de identidade.',
  returnLink: 'Voltar ao seu formulário',
  closeWindow: 'Agora você pode fechar esta janela e voltar ao seu formulário.',
  unavailableTitle: 'Este link de verificação de identidade não é mais válido',
  unavailableBody: 'Volte ao seu formulário para começar a verificação novamente.',
  lockedBody: 'Este formulário não pode mais ser alterado, portanto a verificação de identidade não pode ser encerrada.',
  invalidReturn: 'O endereço de retorno deve ser um caminho deste site.',
};

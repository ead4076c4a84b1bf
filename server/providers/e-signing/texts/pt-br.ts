import type { LanguageTexts } from './index';

export const PT_BR: LanguageTexts = {
  documents: {
    consent_document: {
      title: 'Consentimento para verificação de antecedentes',
      paragraphs: [
        '{company} (“a Organização”) solicitou que {candidate} passe por uma verificação de antecedentes como parte de seu processo de recrutamento e triagem. A verificação é realizada em nome da Organização pelo prestador de serviços de verificação por ela designado.',
        'Autorizo a Organização e seu prestador de serviços de verificação a conferir as informações que forneci e a realizar as verificações solicitadas pela Organização. Elas podem abranger minha identidade, meu direito de trabalhar, meu histórico de endereços, meu histórico profissional e minhas referências, minha formação acadêmica e minhas qualificações profissionais, cargos de administração que ocupo ou ocupei, meus registros financeiros e de crédito, informações publicadas na mídia e, quando a função permitir legalmente, meus antecedentes criminais.',
        'Autorizo meus empregadores atuais e anteriores, instituições de ensino, entidades profissionais, referências, órgãos públicos, birôs de crédito e outras fontes pertinentes a fornecer ao prestador de serviços de verificação informações a meu respeito para essas finalidades.',
        'Estou ciente de que meus dados pessoais, que podem incluir informações sobre condenações criminais, serão tratados exclusivamente para avaliar minha adequação à função, de acordo com a legislação de proteção de dados aplicável. Eles serão armazenados com segurança e pelo tempo estritamente necessário. Quando uma verificação envolver uma fonte em outro país, qualquer transferência dos meus dados contará com as salvaguardas adequadas.',
        'Estou ciente de que tenho o direito de acessar os dados pessoais mantidos a meu respeito, de solicitar a correção de informações inexatas e de ser informado(a) do resultado de qualquer verificação que influencie uma decisão sobre mim. Posso revogar este consentimento a qualquer momento, por escrito, junto à Organização. A revogação não afeta as verificações já concluídas, e a Organização poderá então ficar impossibilitada de dar continuidade à minha candidatura.',
        'Declaro que as informações que forneci são verdadeiras e completas, até onde é de meu conhecimento. Estou ciente de que prestar informações falsas ou enganosas pode levar ao cancelamento da minha candidatura ou ao término do meu contrato de trabalho.',
      ],
      declaration: 'Li e compreendi este formulário e consinto com a verificação de antecedentes descrita acima.',
    },
    acic_document: {
      title: 'Consentimento e solicitação de verificação de antecedentes criminais em âmbito nacional (Austrália)',
      paragraphs: [
        '{company} solicitou uma verificação de antecedentes criminais coordenada em âmbito nacional (Nationally Coordinated Criminal History Check) referente a {candidate}. A solicitação é enviada por meio de uma entidade credenciada pela Australian Criminal Intelligence Commission (ACIC) para acessar o National Police Checking Service.',
        'Solicito uma verificação nacional de antecedentes criminais. Dou meu consentimento informado para que a entidade credenciada envie à ACIC meus dados pessoais, incluindo meu nome, todos os outros nomes que já utilizei, minha data e local de nascimento, meu gênero e meu histórico de endereços, e para que a ACIC os compartilhe com as polícias australianas, a fim de que pesquisem em seus registros informações a meu respeito.',
        'Estou ciente de que o resultado pode incluir decisões judiciais passíveis de divulgação e acusações pendentes registradas em qualquer estado ou território australiano, observadas as leis de reabilitação e de não divulgação de cada jurisdição e a política de divulgação da polícia que mantém o registro. A ACIC e as polícias podem reter informações da verificação nos limites permitidos por lei.',
        'Consinto que o resultado da verificação seja fornecido à entidade credenciada e a {company} para avaliar minha adequação à vaga, e que meus dados pessoais sejam tratados de acordo com o Privacy Act 1988 (Cth) e os Australian Privacy Principles.',
        'Apresentarei documentos de identificação, incluindo um documento inicial (commencement document), um documento principal e um documento secundário, para que minha identidade possa ser confirmada antes do envio da solicitação. Estou ciente de que a verificação pode atrasar se minhas informações estiverem incompletas ou exigirem análise adicional, e de que posso contestar, junto à entidade credenciada, um resultado que considere incorreto.',
        'Declaro que as informações que forneci, incluindo todos os nomes pelos quais já fui conhecido(a), são verdadeiras e corretas. Estou ciente de que prestar informações falsas ou enganosas a um órgão da Commonwealth constitui crime nos termos do Criminal Code Act 1995 (Cth).',
      ],
      declaration:
        'Li e compreendi este consentimento e solicito uma verificação de antecedentes criminais coordenada em âmbito nacional nestes termos.',
    },
    disclosure_document: {
      title: 'Comunicado sobre investigação de antecedentes',
      paragraphs: [
        '{company} (“a Empresa”) poderá obter informações a seu respeito junto a uma agência terceirizada de relatórios de consumidores (consumer reporting agency) para fins de emprego. Assim, você poderá ser objeto de um “relatório de consumidor” (consumer report) e/ou de um “relatório investigativo de consumidor” (investigative consumer report), que pode conter informações sobre seu caráter, sua reputação em geral, suas características pessoais e seu modo de vida, e que pode envolver entrevistas pessoais com fontes como seus vizinhos, amigos ou conhecidos.',
        'Esses relatórios podem conter informações sobre seu histórico de crédito, seus antecedentes criminais, seus registros de veículos automotores, a confirmação da sua formação ou do seu histórico profissional, ou outras verificações de antecedentes, na medida permitida por lei.',
        'Você tem o direito, mediante solicitação por escrito feita em prazo razoável, de saber se foi obtido um relatório de consumidor a seu respeito e de receber uma descrição completa e precisa da natureza e do escopo de qualquer relatório investigativo. Você também pode solicitar à agência de relatórios de consumidores uma cópia do seu relatório e receberá um resumo dos seus direitos nos termos do Fair Credit Reporting Act.',
        'Antes de qualquer decisão desfavorável de emprego baseada, no todo ou em parte, em um relatório de consumidor, você receberá uma cópia do relatório e o resumo dos seus direitos, e terá a oportunidade de contestar qualquer informação que considere inexata ou incompleta.',
      ],
      declaration:
        'Confirmo que recebi e li este comunicado e autorizo a Empresa a obter relatórios de consumidor e relatórios investigativos de consumidor a meu respeito para fins de emprego.',
    },
    afp_document: {
      title: 'Consentimento para verificação nacional de antecedentes policiais pela Polícia Federal Australiana',
      paragraphs: [
        '{company} solicitou uma verificação nacional de antecedentes policiais (National Police Check) referente a {candidate}, processada pela Polícia Federal Australiana (Australian Federal Police, AFP).',
        'Consinto que a AFP utilize meus dados pessoais, incluindo todos os nomes pelos quais já fui conhecido(a), minha data e local de nascimento e meu histórico de endereços, para pesquisar os registros das polícias australianas por meio do National Police Checking Service, e que minhas informações sejam compartilhadas com essas polícias e com a Australian Criminal Intelligence Commission para essa finalidade.',
        'Estou ciente de que a AFP divulgará as decisões judiciais e os processos pendentes passíveis de divulgação de acordo com sua política de divulgação de informações, com o regime de reabilitação da Parte VIIC do Crimes Act 1914 (Cth) e com as leis de reabilitação do estado ou território em que o registro é mantido.',
        'Consinto que o resultado da verificação seja fornecido a {company} e ao seu prestador de serviços de verificação para avaliar minha adequação ao emprego, e que seja tratado de acordo com o Privacy Act 1988 (Cth). Estou ciente de que posso entrar em contato com a AFP se considerar que o resultado está incorreto.',
        'Apresentarei documentos de identificação que somem pelo menos 100 pontos, incluindo pelo menos um documento principal, para que minha identidade possa ser confirmada.',
        'Declaro que as informações que forneci são verdadeiras e corretas e estou ciente de que prestar informações falsas ou enganosas pode constituir crime.',
      ],
      declaration:
        'Li e compreendi este consentimento e consinto que a Polícia Federal Australiana realize uma verificação nacional dos meus antecedentes policiais.',
    },
    moj_document: {
      title: 'Consentimento para divulgação de antecedentes criminais (Ministério da Justiça da Nova Zelândia)',
      paragraphs: [
        '{company} solicitou os antecedentes criminais de {candidate} mantidos pelo Ministério da Justiça da Nova Zelândia.',
        'Autorizo o Ministério da Justiça a divulgar meu histórico de condenações criminais a {company}, e ao seu prestador de serviços de verificação que atua em seu nome, nos termos do Privacy Act 2020, para avaliar minha adequação ao emprego.',
        'Estou ciente de que, nos termos do Criminal Records (Clean Slate) Act 2004, as condenações que atendem aos critérios do regime “clean slate” não serão divulgadas, salvo se uma exceção prevista nessa lei se aplicar à função. Estou ciente de que os antecedentes podem incluir condenações proferidas por tribunais neozelandeses, inclusive certas condenações por infrações de trânsito.',
        'Confirmo que os dados pessoais que forneci, incluindo meu nome completo, todos os outros nomes que já utilizei, minha data de nascimento e meus documentos de identificação, estão corretos, para que o Ministério possa associar-me ao registro correto. Estou ciente de que o Ministério pode recusar a solicitação se minha identidade não puder ser confirmada.',
        'Estou ciente de que posso solicitar a qualquer momento ao Ministério da Justiça uma cópia dos meus próprios antecedentes e a correção de informações a meu respeito. Posso revogar este consentimento, por escrito, junto a {company} antes que a solicitação seja enviada ao Ministério.',
      ],
      declaration:
        'Li e compreendi este consentimento e autorizo o Ministério da Justiça a divulgar meus antecedentes criminais a {company}.',
    },
    nz_dl_document: {
      title: 'Consentimento para divulgação de informações da carteira de motorista (Nova Zelândia)',
      paragraphs: [
        '{company} solicitou informações sobre a carteira de motorista neozelandesa de {candidate}, conforme constam do registro de habilitações mantido pela New Zealand Transport Agency Waka Kotahi (NZTA).',
        'Autorizo a NZTA a divulgar meu histórico da carteira de motorista a {company} e ao seu prestador de serviços de verificação. Esse histórico pode incluir o número da minha carteira, as categorias e averbações que possuo e sua situação, as datas de emissão e de validade, quaisquer suspensões, cassações e proibições de dirigir passadas ou vigentes, meus pontos na carteira e as infrações e autuações de trânsito registradas.',
        'Estou ciente de que essas informações são divulgadas nos termos do Land Transport Act 1998 e do Privacy Act 2020, de que serão utilizadas exclusivamente para avaliar minha adequação a uma função que envolva dirigir e de que serão armazenadas com segurança pelo tempo estritamente necessário.',
        'Confirmo que os dados da carteira de motorista que forneci estão corretos. Estou ciente de que posso solicitar à NZTA meu próprio histórico da carteira de motorista e a correção de informações incorretas.',
      ],
      declaration:
        'Li e compreendi este consentimento e autorizo a NZTA a divulgar meu histórico da carteira de motorista a {company}.',
    },
  },
  page: {
    sandboxBanner:
      'Ambiente de testes: esta página de assinatura é de teste. Nada do que for assinado aqui tem validade jurídica, e nenhum serviço de assinatura real é utilizado.',
    requestedBy: 'Solicitado por {company}',
    signHeading: 'Assinar o documento',
    fullNameLabel: 'Seu nome completo',
    fullNameHint: 'Digite seu nome completo como consta nos seus documentos de identificação.',
    signatureLabel: 'Sua assinatura',
    signatureHint: 'Desenhe sua assinatura no quadro com o mouse, o dedo ou uma caneta.',
    clearSignature: 'Apagar a assinatura',
    useTypedName: 'Usar meu nome digitado como assinatura',
    useTypedNameHint: 'Escolha esta opção se não puder desenhar, por exemplo se estiver usando o teclado.',
    signButton: 'Assinar',
    testerHeading: 'Resultados de teste do ambiente de testes',
    testerHint:
      'Estes botões reproduzem o que o serviço de assinatura faz quando um candidato se recusa a assinar ou quando o serviço falha.',
    declineButton: 'Recusar a assinatura',
    failButton: 'Simular uma falha',
    errorSummaryTitle: 'Há um problema',
    nameRequired: 'Digite seu nome completo',
    nameTooLong: 'Seu nome completo deve ter no máximo 180 caracteres',
    signatureRequired: 'Desenhe sua assinatura ou escolha usar seu nome digitado como assinatura',
    signatureInvalid: 'Não foi possível ler sua assinatura. Desenhe-a novamente',
    signedTitle: 'Documento assinado',
    signedBody: 'Assinado por {name} em {date}. Uma cópia assinada foi enviada a {company}.',
    declinedTitle: 'Você recusou a assinatura',
    declinedBody: 'O documento não foi assinado. Volte ao seu formulário para começar de novo.',
    failedTitle: 'A assinatura falhou',
    failedBody:
      'O serviço de assinatura não conseguiu concluir sua assinatura. Volte ao seu formulário e tente novamente.',
    closeWindow: 'Agora você pode fechar esta janela e voltar ao seu formulário.',
    returnLink: 'Voltar ao seu formulário',
    unavailableTitle: 'Este link de assinatura não é mais válido',
    unavailableBody: 'Volte ao seu formulário para abrir o documento novamente.',
    lockedBody: 'Este formulário não pode mais ser alterado, portanto o documento não pode ser assinado.',
    signedBy: 'Assinado por',
    signedOn: 'Assinado em',
    documentReference: 'Referência do documento',
    sandboxName: 'Ambiente de testes',
    signaturePadLabel: 'Área para desenhar a assinatura',
    failFlagOn: 'O indicador de falha está ativado: a assinatura deste documento vai falhar.',
    invalidReturn: 'O endereço de retorno deve ser um caminho deste site.',
    pendingTitle: 'Aguardando o serviço de assinatura',
    pendingBody:
      'Sua assinatura ainda não foi confirmada. Seu formulário mostrará o documento como assinado assim que o serviço de assinatura confirmar.',
    sandboxSeal:
      'Selado pelo serviço de assinatura de testes. Esta cópia serve apenas para testes e não tem validade jurídica.',
  },
};

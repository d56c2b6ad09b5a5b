// The category tree for local commerce loaded by `npm run db:seed`. Names are written as shown to
// people; the seed stores categories with underscores for spaces and without commas (spec 001
// section 3). Admins edit the tree afterwards; a re-seed only adds what is missing.

export type CategoriaSemente = { readonly nome: string; readonly subcategorias: readonly string[] };

export const CATEGORIAS: readonly CategoriaSemente[] = [
  {
    nome: 'Celulares e Telefonia',
    subcategorias: [
      'Smartphones',
      'Celulares Básicos',
      'Capas e Películas',
      'Carregadores e Cabos',
      'Fones de Ouvido',
      'Smartwatches',
      'Conserto de Celulares',
    ],
  },
  {
    nome: 'Eletrônicos e Informática',
    subcategorias: [
      'Notebooks',
      'Computadores',
      'Monitores',
      'Impressoras',
      'Tablets',
      'Periféricos',
      'Componentes de PC',
      'Redes e Roteadores',
      'Armazenamento',
    ],
  },
  {
    nome: 'TV, Áudio e Vídeo',
    subcategorias: [
      'Televisores',
      'Caixas de Som',
      'Home Theater',
      'Projetores',
      'Câmeras e Filmadoras',
      'Instrumentos Musicais',
    ],
  },
  {
    nome: 'Eletrodomésticos',
    subcategorias: [
      'Geladeiras',
      'Fogões',
      'Máquinas de Lavar',
      'Micro-ondas',
      'Ar-condicionado',
      'Ventiladores',
      'Aspiradores de Pó',
      'Freezers',
    ],
  },
  {
    nome: 'Eletroportáteis',
    subcategorias: [
      'Liquidificadores',
      'Air Fryers',
      'Cafeteiras',
      'Batedeiras',
      'Ferros de Passar',
      'Panelas Elétricas',
      'Sanduicheiras',
    ],
  },
  {
    nome: 'Móveis',
    subcategorias: [
      'Sofás',
      'Camas e Colchões',
      'Guarda-roupas',
      'Mesas e Cadeiras',
      'Estantes e Racks',
      'Móveis de Escritório',
      'Móveis Planejados',
    ],
  },
  {
    nome: 'Casa e Decoração',
    subcategorias: [
      'Cama, Mesa e Banho',
      'Utensílios de Cozinha',
      'Decoração',
      'Iluminação',
      'Tapetes e Cortinas',
      'Organização',
      'Presentes',
    ],
  },
  {
    nome: 'Materiais de Construção',
    subcategorias: [
      'Cimento e Argamassa',
      'Pisos e Revestimentos',
      'Tintas',
      'Material Elétrico',
      'Material Hidráulico',
      'Ferramentas',
      'Madeiras',
      'Portas e Janelas',
      'Louças e Metais',
    ],
  },
  {
    nome: 'Jardim e Piscina',
    subcategorias: [
      'Plantas e Mudas',
      'Vasos',
      'Ferramentas de Jardim',
      'Produtos para Piscina',
      'Móveis de Área Externa',
    ],
  },
  {
    nome: 'Moda Feminina',
    subcategorias: ['Vestidos', 'Blusas', 'Calças e Saias', 'Moda Íntima', 'Moda Praia', 'Moda Plus Size'],
  },
  {
    nome: 'Moda Masculina',
    subcategorias: ['Camisas e Camisetas', 'Calças e Bermudas', 'Ternos', 'Cuecas e Meias', 'Agasalhos'],
  },
  {
    nome: 'Moda Infantil',
    subcategorias: ['Roupas de Bebê', 'Roupas Infantis', 'Calçados Infantis', 'Uniformes Escolares'],
  },
  {
    nome: 'Calçados',
    subcategorias: ['Tênis', 'Sapatos', 'Sandálias e Chinelos', 'Botas', 'Calçados Esportivos'],
  },
  {
    nome: 'Bolsas e Acessórios',
    subcategorias: ['Bolsas', 'Mochilas', 'Malas de Viagem', 'Carteiras', 'Cintos', 'Óculos'],
  },
  {
    nome: 'Joias e Relógios',
    subcategorias: ['Joias', 'Semijoias', 'Relógios', 'Alianças', 'Bijuterias'],
  },
  {
    nome: 'Beleza e Perfumaria',
    subcategorias: [
      'Perfumes',
      'Maquiagem',
      'Cuidados com a Pele',
      'Cuidados com o Cabelo',
      'Barbearia',
      'Unhas',
    ],
  },
  {
    nome: 'Farmácia e Saúde',
    subcategorias: [
      'Medicamentos',
      'Vitaminas e Suplementos',
      'Higiene Pessoal',
      'Equipamentos de Saúde',
      'Ortopedia',
      'Óptica',
    ],
  },
  {
    nome: 'Bebês',
    subcategorias: [
      'Carrinhos e Cadeirinhas',
      'Fraldas',
      'Alimentação Infantil',
      'Berços e Enxoval',
      'Higiene do Bebê',
    ],
  },
  {
    nome: 'Brinquedos',
    subcategorias: [
      'Bonecas',
      'Jogos de Tabuleiro',
      'Brinquedos Educativos',
      'Carrinhos de Brinquedo',
      'Bicicletas Infantis',
      'Quebra-cabeças',
    ],
  },
  {
    nome: 'Games',
    subcategorias: [
      'Consoles',
      'Jogos',
      'Controles e Acessórios',
      'Cadeiras Gamer',
      'Assistência Técnica de Games',
    ],
  },
  {
    nome: 'Esporte e Lazer',
    subcategorias: [
      'Bicicletas',
      'Academia e Fitness',
      'Camping e Pesca',
      'Futebol',
      'Artigos de Praia',
      'Suplementos Esportivos',
    ],
  },
  {
    nome: 'Automotivo',
    subcategorias: [
      'Autopeças',
      'Pneus e Rodas',
      'Som Automotivo',
      'Acessórios para Carros',
      'Óleos e Lubrificantes',
      'Baterias Automotivas',
      'Oficina Mecânica',
    ],
  },
  {
    nome: 'Motos',
    subcategorias: [
      'Peças de Moto',
      'Capacetes',
      'Acessórios para Motos',
      'Pneus de Moto',
      'Oficina de Motos',
    ],
  },
  {
    nome: 'Pet Shop',
    subcategorias: [
      'Rações',
      'Petiscos',
      'Acessórios para Pets',
      'Higiene Pet',
      'Farmácia Veterinária',
      'Banho e Tosa',
      'Aquarismo',
    ],
  },
  {
    nome: 'Alimentos e Bebidas',
    subcategorias: [
      'Mercearia',
      'Hortifrúti',
      'Carnes e Frios',
      'Padaria e Confeitaria',
      'Bebidas',
      'Produtos Naturais',
      'Doces e Chocolates',
    ],
  },
  {
    nome: 'Papelaria e Escritório',
    subcategorias: [
      'Material Escolar',
      'Material de Escritório',
      'Livros',
      'Artigos para Festas',
      'Impressão e Cópias',
    ],
  },
  {
    nome: 'Agro e Pecuária',
    subcategorias: [
      'Sementes',
      'Fertilizantes e Defensivos',
      'Ferramentas Agrícolas',
      'Produtos Veterinários',
      'Irrigação',
    ],
  },
  {
    nome: 'Gás e Água',
    subcategorias: ['Botijão de Gás', 'Galão de Água Mineral', 'Filtros e Purificadores'],
  },
  {
    nome: 'Serviços para Casa',
    subcategorias: [
      'Eletricista',
      'Encanador',
      'Pintor',
      'Chaveiro',
      'Limpeza',
      'Montagem de Móveis',
      'Instalação de Ar-condicionado',
    ],
  },
  {
    nome: 'Segurança',
    subcategorias: [
      'Câmeras de Segurança',
      'Alarmes',
      'Fechaduras Digitais',
      'Cercas Elétricas',
      'Interfones e Porteiros',
    ],
  },
];
